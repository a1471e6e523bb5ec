/** Which status a course shows (spec §4) and its progress (§9), shared by parents' cards and the roster. */
import { ABANDONED_LABEL, STATUS_LABEL } from '@kernel/texts/parents';
import type { CourseEnrolment, CourseStatus } from '../upstream/schemas/parents';

/** 'abandoned' takes precedence over the upstream status. */
export type StatusKey = CourseStatus | 'abandoned';

export function statusKeyOf(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): StatusKey {
  return enrolment.state === 'abandoned' ? 'abandoned' : enrolment.status;
}

export function statusLabel(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): string {
  const key = statusKeyOf(enrolment);
  return key === 'abandoned' ? ABANDONED_LABEL : STATUS_LABEL[key];
}

/** Spec §9: full once the course has ended, whatever the API's number. */
export function progressPercent(enrolment: Pick<CourseEnrolment, 'status' | 'progress'>): number {
  if (enrolment.status === 'has_ended') return 100;
  return Math.round(Math.min(100, Math.max(0, enrolment.progress)));
}
