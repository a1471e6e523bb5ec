/** Joining a program's or a course's waitlist (decisions 092, 093): the API's refusals are outcomes. */
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { joinWaitlist } from '../upstream/waitlist';
import {
  WaitlistRefusalSchema,
  type JoinWaitlistBody,
  type WaitlistEntry,
} from '../upstream/schemas/waitlist';

/** Refused (already listed, seats again): an OutcomeError `waitlist-refused` with its Spanish words. */
export async function joinWaitlistOf(bearer: string, body: JoinWaitlistBody): Promise<WaitlistEntry> {
  try {
    return await joinWaitlist(bearer, body);
  } catch (error) {
    const refusal =
      error instanceof UpstreamError && error.status === 409 && WaitlistRefusalSchema.safeParse(error.body);
    if (!refusal || !refusal.success) throw error;
    const reason = refusal.data.code;
    throw new OutcomeError({ kind: 'waitlist-refused', reason }, WAITLIST_TEXT.refused[reason], error);
  }
}
