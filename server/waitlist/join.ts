/** Joining a program's waitlist (decision 092): the API's refusals become a result, not an error. */
import type { WaitlistRefusalCode } from '@kernel/texts/waitlist';
import { UpstreamError } from '../upstream/errors';
import { joinWaitlist } from '../upstream/waitlist';
import { WaitlistRefusalSchema, type WaitlistEntry } from '../upstream/schemas/waitlist';

export type JoinResult = { ok: true; entry: WaitlistEntry } | { ok: false; refusal: WaitlistRefusalCode };

/** Null for any other failure. */
function refusalOf(error: unknown): WaitlistRefusalCode | null {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  const parsed = WaitlistRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : null;
}

export async function joinProgramWaitlist(
  bearer: string,
  programId: string,
  childId: number,
): Promise<JoinResult> {
  try {
    return { ok: true, entry: await joinWaitlist(bearer, programId, childId) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}
