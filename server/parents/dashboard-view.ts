/** The dashboard's view model; another parent's child id answers { notFound: true }. */
import { TEXT } from '@kernel/texts/parents';
import type { Child, CourseEnrolment, LearningPath, RecommendedCard } from '../upstream/schemas/parents';
import type { QuoteBook } from './buy-links';

export { quoteBook } from './buy-links';
import { courseCard } from './course-card';
import { pathId, splitCourses, splitPaths } from './past-work';
import { currentPathView, pastPathView, type PathCardContext } from './path-view';
import { recommendedCardView, recommendedFor, type RecommendedCardView } from './recommended';
import { availableTabs, resolveTab, tabViews, type TabView } from './tabs';
import {
  CATALOGUE_PATH,
  dashboardHref,
  PAST_PATHS_ANCHOR,
  type DashboardSelection,
  type DashboardTab,
} from './urls';

export interface ChildEnrolments {
  child: Child;
  learningPaths: LearningPath[];
  courses: CourseEnrolment[];
}

export interface ParentsDashboardInput {
  children: ChildEnrolments[];
  selection: DashboardSelection;
  /** Already validated. */
  timeZone: string;
  chatNumber: string;
  /** The prices `/pagar` charges (issue 53); none: chat only. */
  quotes?: QuoteBook;
  bannerDismissed: boolean;
  now: Date;
  recommended?: RecommendedCard[];
}

export interface ChildEntryView {
  id: number;
  firstName: string;
  avatar: number;
  selected: boolean;
  href: string;
}

export interface SelectedChildView extends Omit<ChildEntryView, 'selected' | 'href'> {
  /** The page shows it only when the parent reveals it. */
  credentials: { email: string; password: string };
}

export type PastPathsView = ReturnType<typeof pastPaths>;
export type PathsTabView = ReturnType<typeof pathsTab>;
export type CoursesTabView = ReturnType<typeof coursesTab>;

export interface ParentsDashboardPage {
  notFound: false;
  children: ChildEntryView[];
  selectedChild: SelectedChildView | null;
  tabs: TabView[];
  currentTab: DashboardTab | null;
  paths: PathsTabView | null;
  courses: CoursesTabView | null;
  blockedBanner: boolean;
  recommended: RecommendedCardView[];
  /** Also for a parent with no enrolments at all. */
  emptyState: { label: string; href: string } | null;
}

export type ParentsDashboardView = { notFound: true } | ParentsDashboardPage;

function allCourses(entry: ChildEnrolments): CourseEnrolment[] {
  return [...entry.learningPaths.flatMap((path) => path.courses), ...entry.courses];
}

function pathsTab(entry: ChildEnrolments, selection: DashboardSelection, context: PathCardContext) {
  const { current, past } = splitPaths(entry.learningPaths);
  const namePath = current.length > 1;
  // `paso` moves the path `ruta` names, or the first current path when no path is named.
  const steppedPath =
    selection.pathId === undefined ? current[0] : current.find((path) => pathId(path) === selection.pathId);
  return {
    current: current.map((path) =>
      currentPathView(path, context, {
        childId: entry.child.id,
        namePath,
        requestedStep: path === steppedPath ? selection.step : undefined,
      }),
    ),
    past: past.length ? pastPaths(past, entry.child.id, selection, context) : null,
  };
}

function pastPaths(
  past: LearningPath[],
  childId: number,
  selection: DashboardSelection,
  context: PathCardContext,
) {
  // Opened by a link, so a collapsed section sends none of its cards (ended paths grow every year).
  const open = selection.pastOpen === true;
  const toggle = { ...selection, childId, tab: 'rutas' as const, pastOpen: !open };
  return {
    heading: TEXT.pastPaths,
    anchor: PAST_PATHS_ANCHOR,
    open,
    toggleHref: `${dashboardHref(toggle)}#${PAST_PATHS_ANCHOR}`,
    count: past.length,
    paths: open ? past.map((path) => pastPathView(path, context)) : [],
  };
}

function coursesTab(entry: ChildEnrolments, context: PathCardContext) {
  const { current, past } = splitCourses(entry.courses);
  const card = (enrolment: CourseEnrolment) =>
    courseCard(enrolment, { ...context, path: null, certificatePanel: null });
  return {
    current: current.map(card),
    past: past.length ? { heading: TEXT.pastCourses, courses: past.map(card) } : null,
  };
}

export function buildParentsDashboard(input: ParentsDashboardInput): ParentsDashboardView {
  const { children, selection } = input;
  const selected =
    selection.childId === undefined
      ? children[0]
      : children.find(({ child }) => child.id === selection.childId);
  if (selection.childId !== undefined && !selected) return { notFound: true };

  const childEntries = children.map(({ child }) => ({
    id: child.id,
    firstName: child.first_name,
    avatar: child.icon_id,
    selected: child.id === selected?.child.id,
    href: dashboardHref({ childId: child.id }),
  }));
  const emptyState = { label: TEXT.seeCourses, href: CATALOGUE_PATH };
  if (!selected) {
    return {
      notFound: false,
      children: childEntries,
      selectedChild: null,
      tabs: [],
      currentTab: null,
      paths: null,
      courses: null,
      blockedBanner: false,
      recommended: [],
      emptyState,
    };
  }

  const { child } = selected;
  const available = availableTabs(selected.learningPaths.length, selected.courses.length);
  const currentTab = resolveTab(available, selection.tab);
  const context: PathCardContext = {
    timeZone: input.timeZone,
    now: input.now,
    chatNumber: input.chatNumber,
    quotes: input.quotes ?? (() => null),
  };
  return {
    notFound: false,
    children: childEntries,
    selectedChild: {
      id: child.id,
      firstName: child.first_name,
      avatar: child.icon_id,
      credentials: { email: child.email, password: child.password },
    },
    tabs: tabViews(child.id, available, currentTab),
    currentTab,
    paths: currentTab === 'rutas' ? pathsTab(selected, selection, context) : null,
    courses: currentTab === 'cursos' ? coursesTab(selected, context) : null,
    blockedBanner:
      !input.bannerDismissed && allCourses(selected).some((course) => course.status === 'blocked'),
    recommended: recommendedFor(child, input.recommended ?? []).map((card) =>
      recommendedCardView(card, {
        chatNumber: input.chatNumber,
        timeZone: input.timeZone,
        childName: child.first_name,
      }),
    ),
    emptyState: currentTab === null ? emptyState : null,
  };
}

/** Only the cards the page shows get calendar links. */
export function shownEnrolmentIds(view: Pick<ParentsDashboardPage, 'paths' | 'courses'>): Set<number> {
  const ids = new Set<number>();
  for (const path of view.paths?.current ?? [])
    if (path.selected.kind === 'course') ids.add(path.selected.card.enrolmentId);
  for (const card of [...(view.courses?.current ?? []), ...(view.courses?.past?.courses ?? [])])
    ids.add(card.enrolmentId);
  return ids;
}
