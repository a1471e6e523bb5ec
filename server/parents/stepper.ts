/** The path stepper (spec §4): one step per course, then 'Certificado Final'; 1-based in URLs. */
import type { CourseEnrolment } from '../upstream/schemas/parents';

/** Spec §4: the in-progress course, else the LAST ended course, else the certificate; 0-based. */
export function automaticStepIndex(courses: Pick<CourseEnrolment, 'status'>[]): number {
  const inProgress = courses.findIndex((course) => course.status === 'in_progress');
  if (inProgress !== -1) return inProgress;
  const lastEnded = courses.findLastIndex((course) => course.status === 'has_ended');
  if (lastEnded !== -1) return lastEnded;
  return courses.length;
}

export function stepCount(courses: unknown[]): number {
  return courses.length + 1;
}

/** The requested 1-based step when valid, else the automatic choice; 0-based. */
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

/** Wrapping from the last step to the first and back. */
export function neighbourSteps(index: number, count: number): { previous: number; next: number } {
  return { previous: (index - 1 + count) % count, next: (index + 1) % count };
}
