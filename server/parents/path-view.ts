/** A learning path as the 'Rutas de Aprendizaje' tab shows it: stepper and card, or every past card. */
import { durationLabel, frequencyLabel, levelText, TEXT, UI_TEXT } from '@kernel/texts/parents';
import type { LearningPath } from '../upstream/schemas/parents';
import { certificatePanel, certificateView, type CertificatePanelView } from './certificate-panel';
import { courseCard, type CardContext, type CourseCardView } from './course-card';
import { statusKeyOf, statusLabel, type StatusKey } from './course-status';
import { orderedCourses, pathId, pathLevel } from './past-work';
import { neighbourSteps, selectedStepIndex, stepCount } from './stepper';
import { dashboardHref, pathHeadingId } from './urls';
import { INVITE_LABEL } from '@kernel/texts/referral';
import { invitePath } from '../referral/kinds';

export type PathHeaderView = ReturnType<typeof pathHeader>;

export interface StepView {
  number: number;
  label: string;
  status: StatusKey | 'certificate';
  /** For screen readers: the course status label, or whether the certificate is available. */
  statusText: string;
  href: string;
  current: boolean;
}

export type SelectedStepView =
  | { kind: 'course'; card: CourseCardView }
  | { kind: 'certificate'; panel: CertificatePanelView };

export type CurrentPathView = ReturnType<typeof currentPathView>;
export type PastPathView = ReturnType<typeof pastPathView>;

export type PathCardContext = Omit<CardContext, 'path' | 'certificatePanel'>;

export function pathHeader(path: LearningPath) {
  const details = path.learning_path_details[0];
  return {
    id: details.id,
    /** The catalogue path's slug, when the upstream names it. */
    slug: path.slug ?? null,
    /** Its heading's id, where the stepper's links land (`ruta-{id}`). */
    anchor: pathHeadingId(details.id),
    name: path.learning_path_name,
    level: details.level,
    durationMonths: details.duration,
    /** Classes per week. */
    frequency: details.frequency,
    levelText: levelText(details.level),
    mainColor: details.main_color,
    secondaryColor: details.secondary_color,
    durationText: durationLabel(details.duration),
    frequencyText: frequencyLabel(details.frequency),
    curriculum: details.curriculum ? { label: UI_TEXT.curriculum, href: details.curriculum } : null,
    /** Once a course of the path is paid. */
    invite: path.courses.some((course) => course.invoice !== null)
      ? { label: INVITE_LABEL, href: invitePath('learning_path', details.id) }
      : null,
  };
}

/** The last one carries the certificate panel. */
function pathCourseCard(path: LearningPath, index: number, context: PathCardContext): CourseCardView {
  const courses = orderedCourses(path);
  const details = path.learning_path_details[0];
  return courseCard(courses[index], {
    ...context,
    path: {
      name: path.learning_path_name,
      level: pathLevel(path),
      mainColor: details.main_color,
      slug: path.slug,
    },
    certificatePanel: index === courses.length - 1 ? certificatePanel(path) : null,
  });
}

export interface StepLinkTarget {
  childId: number;
  /** The child has several current paths. */
  namePath: boolean;
  requestedStep?: number;
}

export function currentPathView(path: LearningPath, context: PathCardContext, target: StepLinkTarget) {
  const courses = orderedCourses(path);
  const count = stepCount(courses);
  const selectedIndex = selectedStepIndex(courses, target.requestedStep);
  const panel = certificatePanel(path);
  // Each step is a document load (a non-hydrated route): land on the path's heading the parent clicked.
  const id = pathId(path);
  const href = (index: number) =>
    `${dashboardHref({
      childId: target.childId,
      tab: 'rutas',
      pathId: target.namePath ? id : undefined,
      step: index + 1,
    })}#${pathHeadingId(id)}`;
  const steps: StepView[] = courses.map((enrolment, index) => ({
    number: index + 1,
    label: enrolment.course.name,
    status: statusKeyOf(enrolment),
    statusText: statusLabel(enrolment),
    href: href(index),
    current: index === selectedIndex,
  }));
  steps.push({
    number: count,
    label: TEXT.finalCertificateStep,
    status: 'certificate',
    statusText: panel.available ? UI_TEXT.certificateAvailable : UI_TEXT.certificatePending,
    href: href(courses.length),
    current: selectedIndex === courses.length,
  });
  const { previous, next } = neighbourSteps(selectedIndex, count);
  const selected: SelectedStepView =
    selectedIndex < courses.length
      ? { kind: 'course', card: pathCourseCard(path, selectedIndex, context) }
      : { kind: 'certificate', panel };
  return {
    ...pathHeader(path),
    steps,
    previous: { label: UI_TEXT.previousStep, href: href(previous) },
    next: { label: UI_TEXT.nextStep, href: href(next) },
    selected,
  };
}

export function pastPathView(path: LearningPath, context: PathCardContext) {
  return {
    ...pathHeader(path),
    courses: orderedCourses(path).map((_, index) => pathCourseCard(path, index, context)),
    certificate: certificateView(path.certificate),
  };
}
