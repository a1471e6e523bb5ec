/**
 * The parents' dashboard page, as one plain view model (spec §2 "Parents' dashboard"). The loader
 * fetches, this decides: which child and tab are shown, which stepper step, what is current and
 * what is past, every label and link. The result is JSON only (no functions, no Dates, no
 * undefined), so the loader sends it to the browser as is and the page needs no rules of its own.
 * A child id that is not one of the parent's children answers { notFound: true } (the loader
 * turns it into a 404) instead of quietly showing another child.
 */
import { TEXT } from '@kernel/texts/parents';
import type { Child, CourseEnrolment, LearningPath, RecommendedCard } from '../upstream/schemas/parents';
import { courseCard, type CourseCardView } from './course-card';
import { pathId, splitCourses, splitPaths } from './past-work';
import {
  currentPathView,
  pastPathView,
  type CurrentPathView,
  type PastPathView,
  type PathCardContext,
} from './path-view';
import { recommendedCardView, type RecommendedCardView } from './recommended';
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
  /** Free or individual courses. */
  courses: CourseEnrolment[];
}

export interface ParentsDashboardInput {
  children: ChildEnrolments[];
  selection: DashboardSelection;
  /** The parent's IANA zone (already validated). */
  timeZone: string;
  countryCode: string;
  chatNumber: string;
  bannerDismissed: boolean;
  now: Date;
  /** Recommendations for the selected child, when the loader fetched them. */
  recommended?: RecommendedCard[];
}

export interface ChildEntryView {
  id: number;
  firstName: string;
  /** icon_id: which avatar picture to show. */
  avatar: number;
  selected: boolean;
  href: string;
}

export interface SelectedChildView {
  id: number;
  firstName: string;
  avatar: number;
  /** The child's login; the page shows it only when the parent reveals it. */
  credentials: { email: string; password: string };
}

/**
 * 'Rutas anteriores:' (spec §4: collapsed or expanded, collapsed by default). It opens and closes
 * by a link to the same page (`anteriores=1`), so a collapsed section renders and sends none of
 * its cards: a child's ended paths grow year after year, and every view of the zone would carry
 * them all, hidden (issue 18).
 */
export interface PastPathsView {
  heading: string;
  /** The section's id, where its link lands. */
  anchor: string;
  open: boolean;
  /** The same page with the section opened (or, when open, closed), landing on it. */
  toggleHref: string;
  /** How many ended paths there are. */
  count: number;
  /** The ended paths while open; none while collapsed. */
  paths: PastPathView[];
}

export interface PathsTabView {
  /** Paths not ended, lowest level first; usually one. */
  current: CurrentPathView[];
  /** Null when there are none. */
  past: PastPathsView | null;
}

export interface CoursesTabView {
  current: CourseCardView[];
  /** 'Cursos anteriores:'; null when there are none. */
  past: { heading: string; courses: CourseCardView[] } | null;
}

export interface ParentsDashboardPage {
  notFound: false;
  children: ChildEntryView[];
  selectedChild: SelectedChildView | null;
  tabs: TabView[];
  currentTab: DashboardTab | null;
  /** Filled when the current tab is 'rutas'. */
  paths: PathsTabView | null;
  /** Filled when the current tab is 'cursos'. */
  courses: CoursesTabView | null;
  /** The selected child has a blocked course and the parent has not dismissed the banner. */
  blockedBanner: boolean;
  recommended: RecommendedCardView[];
  /** When the selected child (so also a parent with no enrolments at all) has nothing to show. */
  emptyState: { label: string; href: string } | null;
}

export type ParentsDashboardView = { notFound: true } | ParentsDashboardPage;

function allCourses(entry: ChildEnrolments): CourseEnrolment[] {
  return [...entry.learningPaths.flatMap((path) => path.courses), ...entry.courses];
}

function pathsTab(
  entry: ChildEnrolments,
  selection: DashboardSelection,
  context: PathCardContext,
): PathsTabView {
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
): PastPathsView {
  const open = selection.pastOpen === true;
  // The selection the page was opened with (child, tab, path, step) stays; only the section toggles.
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

function coursesTab(entry: ChildEnrolments, context: PathCardContext): CoursesTabView {
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
    countryCode: input.countryCode,
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
    recommended: (input.recommended ?? []).map((card) =>
      recommendedCardView(card, {
        chatNumber: input.chatNumber,
        timeZone: input.timeZone,
        childName: child.first_name,
      }),
    ),
    emptyState: currentTab === null ? emptyState : null,
  };
}

/**
 * The enrolments whose cards the page shows (the selected step of each current path, and the
 * courses tab's cards): only those get calendar links, so the page neither computes nor sends
 * links for cards it does not render.
 */
export function shownEnrolmentIds(view: Pick<ParentsDashboardPage, 'paths' | 'courses'>): Set<number> {
  const ids = new Set<number>();
  for (const path of view.paths?.current ?? [])
    if (path.selected.kind === 'course') ids.add(path.selected.card.enrolmentId);
  for (const card of [...(view.courses?.current ?? []), ...(view.courses?.past?.courses ?? [])])
    ids.add(card.enrolmentId);
  return ids;
}
