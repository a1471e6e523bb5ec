/** Asking for a make-up (decision 091): the API's refusals become a result, not an error. */
import type { MakeUpRefusalCode } from '@kernel/texts/make-ups';
import { UpstreamError } from '../upstream/errors';
import { requestMakeUp } from '../upstream/make-ups';
import { MakeUpRefusalSchema, type MakeUp } from '../upstream/schemas/make-ups';

export type MakeUpResult = { ok: true; makeUp: MakeUp } | { ok: false; refusal: MakeUpRefusalCode };

/** Null for any other failure. */
function refusalOf(error: unknown): MakeUpRefusalCode | null {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  const parsed = MakeUpRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.code : null;
}

export async function askForMakeUp(
  bearer: string,
  sessionId: number,
  classId: number,
): Promise<MakeUpResult> {
  try {
    return { ok: true, makeUp: await requestMakeUp(bearer, sessionId, classId) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}
