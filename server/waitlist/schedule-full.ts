/** The API refused a sale because its schedule or group has no seat for this buyer (decision 092). */
import { SEAT_GONE } from '@kernel/texts/sales';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { ScheduleFullSchema } from '../upstream/schemas/waitlist';

export const isScheduleFull = (error: unknown) =>
  error instanceof UpstreamError && error.status === 409 && ScheduleFullSchema.safeParse(error.body).success;

/**
 * Runs a step that takes or uses a seat (a sale's creation, its charge); the API's 'schedule_full'
 * refusal becomes the `schedule-full` outcome: nothing was created or charged.
 */
export async function refusingFullSchedule<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isScheduleFull(error)) throw new OutcomeError({ kind: 'schedule-full' }, SEAT_GONE, error);
    throw error;
  }
}
