// 'Mis datos': a consent withdrawn (issue 75 point 3). The box beside the button confirms the
// parent read what it means; the API records the withdrawal and writes to the parent.
import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { MY_DATA_TEXT } from '@kernel/texts/privacy';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { ConsentWithdrawalFormSchema } from '@server/validation/consent';
import { parseSubmission } from '~/lib/forms/submission.server';
import { throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { CONSENTS_ANCHOR, MY_DATA_PATH } from './paths';

/** The refused form's answer, for the consent whose form sent it. */
export interface ConsentFormAnswer {
  consentId: string;
  result: SubmissionResult<string[]>;
}

const answer = (consentId: string, result: SubmissionResult<string[]>, status: number) =>
  json({ consent: { consentId, result } satisfies ConsentFormAnswer }, { status });

export async function consentWithdrawalAction(request: Request, parent: ParentSession, form: FormData) {
  const submission = parseSubmission(form, ConsentWithdrawalFormSchema, { maxLength: 100 });
  const consentId = String(form.get('consentId') ?? '').slice(0, 100);
  if (submission.status !== 'success') return answer(consentId, submission.reply(), 400);
  const caller = await getCaller(request, parent.session);
  let withdrawal;
  try {
    withdrawal = await caller.dataRequests.withdrawConsent({ consentId: submission.value.consentId });
  } catch (error) {
    await throwIfRefused(error, parent.session, MY_DATA_PATH);
    throwIfStoreOutage(error);
    logger.error(`[consents] withdrawal failed: ${errorCode(error) ?? 'unknown'}`);
    return answer(consentId, submission.reply({ formErrors: [MY_DATA_TEXT.withdrawFailure] }), 502);
  }
  if (!withdrawal.ok)
    return answer(consentId, submission.reply({ formErrors: [MY_DATA_TEXT.withdrawNotFound] }), 409);
  parent.session.flash('toast', { kind: 'success', message: MY_DATA_TEXT.withdrawn });
  return redirectWithSession(`${MY_DATA_PATH}#${CONSENTS_ANCHOR}`, parent.session, { status: 303 });
}
