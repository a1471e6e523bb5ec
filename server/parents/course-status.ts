/**
 * Which status a course shows (spec §4) and how far along it is (§9): rules on the upstream's
 * enrolment, shared by the parents' cards and the organization's roster. The words themselves are
 * in kernel/texts/parents.ts.
 */
import { ABANDONED_LABEL, STATUS_LABEL } from '@kernel/texts/parents';
import type { CourseEnrolment, CourseStatus } from '../upstream/schemas/parents';

/** A status key for styling: the upstream status, or 'abandoned', which takes precedence. */
export type StatusKey = CourseStatus | 'abandoned';

export function statusKeyOf(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): StatusKey {
  return enrolment.state === 'abandoned' ? 'abandoned' : enrolment.status;
}

export function statusLabel(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): string {
  const key = statusKeyOf(enrolment);
  return key === 'abandoned' ? ABANDONED_LABEL : STATUS_LABEL[key];
}

/** Spec §9: progress shows 100% once the course has ended, whatever the API's number. */
export function progressPercent(enrolment: Pick<CourseEnrolment, 'status' | 'progress'>): number {
  if (enrolment.status === 'has_ended') return 100;
  return Math.round(Math.min(100, Math.max(0, enrolment.progress)));
}
