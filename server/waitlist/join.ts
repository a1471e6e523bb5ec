/** Joining a program's or a course's waitlist (decisions 092, 093): the API's refusals become a result, not an error. */
import type { WaitlistRefusalCode } from '@kernel/texts/waitlist';
import { UpstreamError } from '../upstream/errors';
import { joinWaitlist } from '../upstream/waitlist';
import {
  WaitlistRefusalSchema,
  type JoinWaitlistBody,
  type WaitlistEntry,
} from '../upstream/schemas/waitlist';

export type JoinResult = { ok: true; entry: WaitlistEntry } | { ok: false; refusal: WaitlistRefusalCode };

/** Null for any other failure. */
function refusalOf(error: unknown): WaitlistRefusalCode | null {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  const parsed = WaitlistRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : null;
}

export async function joinWaitlistOf(bearer: string, body: JoinWaitlistBody): Promise<JoinResult> {
  try {
    return { ok: true, entry: await joinWaitlist(bearer, body) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}
