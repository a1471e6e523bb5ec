/** Moving a child (decision 037): a lock per enrolment plus the upstream's `version`: never a second move. */
import type { ScheduleRefusal } from '@kernel/texts/schedule';
import { LockBusyError, withLock } from '../store/lock';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { changeEnrolmentGroup } from '../upstream/schedule';
import {
  ScheduleRefusalSchema,
  type ScheduleChangeAnswer,
  type ScheduleRefusalCode,
} from '../upstream/schemas/schedule';

export interface ScheduleChangeInput {
  enrolmentId: number;
  groupId: number;
  version: number;
}

const REFUSAL_BY_CODE: Record<ScheduleRefusalCode, ScheduleRefusal> = {
  course_started: 'started',
  change_closed: 'closed',
  group_full: 'group-full',
  version_conflict: 'concurrent-change',
  other_course: 'other-course',
  same_group: 'same-group',
};

/** A crashed holder frees it by itself. */
const LOCK = { ttlMs: 15_000, waitMs: 5_000 };

export const scheduleLockKey = (enrolmentId: number) => `schedule-change:${enrolmentId}`;

/** Null for any other failure. */
export function refusalOf(error: unknown): ScheduleRefusal | null {
  if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 409)) return null;
  const parsed = ScheduleRefusalSchema.safeParse(error.body);
  return parsed.success ? REFUSAL_BY_CODE[parsed.data.code] : null;
}

const refused = (reason: ScheduleRefusal, cause?: unknown) =>
  new OutcomeError({ kind: 'schedule-refused', reason }, `schedule change refused: ${reason}`, cause);

export async function changeSchedule(
  bearer: string,
  input: ScheduleChangeInput,
): Promise<ScheduleChangeAnswer> {
  try {
    return await withLock(scheduleLockKey(input.enrolmentId), LOCK, () =>
      changeEnrolmentGroup(bearer, input.enrolmentId, { group_id: input.groupId, version: input.version }),
    );
  } catch (error) {
    if (error instanceof LockBusyError) throw refused('concurrent-change', error);
    const reason = refusalOf(error);
    if (reason) throw refused(reason, error);
    throw error;
  }
}
