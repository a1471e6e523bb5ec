/**
 * A trial class is booked once per form token (decision 036), under a store lock; an evicted
 * anonymous record costs nothing, since the token is the upstream's idempotency key.
 */
import { withLock, type LockOptions } from '../store/lock';
import { readJson, writeJson } from '../store/json';
import { hit, refund } from '../throttle';
import type { ThrottleScope } from '../trpc/outcomes';
import { bookTrialClass } from '../upstream/trial-classes';
import type { TrialBookingBody } from '../upstream/schemas/trial-classes';
import type { TrialClassRequest } from '../validation/trial-class';

/** Long enough for any resubmission of one form. */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;

const recordKey = (token: string) => `trial-booked:${token}`;

export type TrialBookingResult =
  | { kind: 'booked'; id: string; contactWithinHours: number; created: boolean }
  | { kind: 'throttled'; scope: ThrottleScope };

export function trialBookingBody(request: TrialClassRequest): TrialBookingBody {
  return {
    parent_name: request.parentName,
    phone: request.phone,
    phone_country: request.phoneCountry,
    age_range: request.ageRange,
    student_age: request.age,
    preferred_days: request.days,
    idempotency_key: request.token,
  };
}

export function bookTrialClassOnce(
  clientKey: string,
  request: TrialClassRequest,
): Promise<TrialBookingResult> {
  const lock: LockOptions = { ttlMs: 15_000, waitMs: 10_000, tier: 'anonymous' };
  return withLock(`trial-book:${request.token}`, lock, async () => {
    const earlier = await readJson<{ id: string; contactWithinHours: number }>(recordKey(request.token));
    if (earlier) return { kind: 'booked', ...earlier, created: false };
    // Per client first: one client over its limit does not use up the site's.
    if (!(await hit('trialClassesByClient', clientKey))) return { kind: 'throttled', scope: 'client' };
    if (!(await hit('trialClassesOverall', 'site'))) return { kind: 'throttled', scope: 'site' };
    let booking;
    try {
      booking = await bookTrialClass(trialBookingBody(request));
    } catch (error) {
      // Nothing was booked: the site's allowance counts bookings only (decision 098).
      await refund('trialClassesOverall', 'site');
      throw error;
    }
    const record = { id: booking.id, contactWithinHours: booking.contact_within_hours };
    await writeJson(recordKey(request.token), record, RECORD_TTL_MS, { tier: 'anonymous' });
    return { kind: 'booked', ...record, created: true };
  });
}
