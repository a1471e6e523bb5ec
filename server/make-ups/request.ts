/** Asking for a make-up (decision 091): the API's refusals are outcomes. */
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { requestMakeUp } from '../upstream/make-ups';
import { MakeUpRefusalSchema, type MakeUp } from '../upstream/schemas/make-ups';

/** Refused (full class, one already asked…): an OutcomeError `make-up-refused` with its Spanish words. */
export async function askForMakeUp(bearer: string, sessionId: number, classId: number): Promise<MakeUp> {
  try {
    return await requestMakeUp(bearer, sessionId, classId);
  } catch (error) {
    const refusal =
      error instanceof UpstreamError && error.status === 409 && MakeUpRefusalSchema.safeParse(error.body);
    if (!refusal || !refusal.success) throw error;
    const reason = refusal.data.code;
    throw new OutcomeError({ kind: 'make-up-refused', reason }, MAKE_UP_TEXT.refused[reason], error);
  }
}
