/** The API refused a purchase because its schedule has no seat for this buyer (decision 092). */
import { UpstreamError } from '../upstream/errors';
import { ScheduleFullSchema } from '../upstream/schemas/waitlist';

export class ScheduleFullError extends Error {
  constructor(cause: unknown) {
    super('schedule full', { cause });
    this.name = 'ScheduleFullError';
  }
}

/** Runs the purchase's creation; the API's 'schedule_full' refusal becomes a ScheduleFullError. */
export async function refusingFullSchedule<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      error.status === 409 &&
      ScheduleFullSchema.safeParse(error.body).success
    )
      throw new ScheduleFullError(error);
    throw error;
  }
}
