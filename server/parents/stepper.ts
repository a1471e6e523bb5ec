/**
 * The path stepper (spec §2 "Path header", §4): one step per course in path order, then a final
 * 'Certificado Final' step. Which step is shown is decided here, purely, so the page can render
 * it with plain links: the URL's step when it is valid, else the automatic choice; the arrows
 * cycle around. Steps are numbered from 1 in URLs (paso=1 is the first course).
 */
import type { CourseEnrolment } from '../upstream/schemas/parents';

/**
 * Spec §4: the in-progress course, else the LAST ended course, else the final certificate step.
 * Returns a 0-based index into [...courses, certificate].
 */
export function automaticStepIndex(courses: Pick<CourseEnrolment, 'status'>[]): number {
  const inProgress = courses.findIndex((course) => course.status === 'in_progress');
  if (inProgress !== -1) return inProgress;
  const lastEnded = courses.findLastIndex((course) => course.status === 'has_ended');
  if (lastEnded !== -1) return lastEnded;
  return courses.length;
}

/** The number of steps: every course plus the certificate. */
export function stepCount(courses: unknown[]): number {
  return courses.length + 1;
}

/**
 * The 0-based step to show: the requested 1-based step when it is a whole number within range,
 * else the automatic choice.
 */
export function selectedStepIndex(
  courses: Pick<CourseEnrolment, 'status'>[],
  requestedStep?: number,
): number {
  if (
    requestedStep !== undefined &&
    Number.isInteger(requestedStep) &&
    requestedStep >= 1 &&
    requestedStep <= stepCount(courses)
  ) {
    return requestedStep - 1;
  }
  return automaticStepIndex(courses);
}

/** The arrows: previous and next 0-based indexes, wrapping from the last step to the first and back. */
export function neighbourSteps(index: number, count: number): { previous: number; next: number } {
  return { previous: (index - 1 + count) % count, next: (index + 1) % count };
}
