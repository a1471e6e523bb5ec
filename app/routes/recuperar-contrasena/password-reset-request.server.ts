// /recuperar-contrasena's action: whatever the address, the same answer (decision 081).
import { json, redirect } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { PasswordResetRequestSchema } from '@server/validation/password-reset';
import { expectedOutcome } from '@server/trpc/outcomes';
import { MAINTENANCE_TEXT } from '@kernel/texts/errors';
import { PASSWORD_RESET_REQUEST_PATH, PASSWORD_RESET_TEXT } from '@kernel/texts/password-reset';
import { parseSubmission } from '~/lib/forms/submission.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';
import { getSession, redirectWithSession } from '@server/session.server';
import { RETURN_PARAM, returnPath, withReturn } from '~/lib/return-path';

export interface ResetRequestView {
  result?: SubmissionResult<string[]>;
}

const REQUEST_LIMITS = { maxLength: 250 };

export const SENT_PATH = `${PASSWORD_RESET_REQUEST_PATH}?enviado=1`;

/** Both steps' failures: the request for a link and the new password (restablecer-contrasena). */
export function resetFailure(
  error: unknown,
  step: 'request' | 'confirm',
): { formError: string; status: 429 | 502 | 503 } {
  throwIfStoreOutage(error);
  if (expectedOutcome(error)?.kind === 'throttled')
    return { formError: PASSWORD_RESET_TEXT.tooMany, status: 429 };
  if (errorCode(error) === 'SERVICE_UNAVAILABLE') return { formError: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[password-reset] ${step} failed: ${errorCode(error) ?? 'unknown'}`);
  return { formError: PASSWORD_RESET_TEXT.failure, status: 502 };
}

export async function requestResetAction(request: Request) {
  const submission = parseSubmission(await request.formData(), PasswordResetRequestSchema, REQUEST_LIMITS);
  if (submission.status !== 'success')
    return json({ result: submission.reply() } satisfies ResetRequestView, { status: 400 });
  const caller = await getCaller(request);
  try {
    await caller.auth.requestPasswordReset(submission.value);
    // Asked from a page (a purchase): this browser's new sign-in goes back there (issue 76 point 7).
    const back = returnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
    if (!back) return redirect(SENT_PATH);
    const session = await getSession(request);
    session.set('passwordResetReturn', back);
    return redirectWithSession(withReturn(SENT_PATH, back), session);
  } catch (error) {
    const { formError, status } = resetFailure(error, 'request');
    return json({ result: submission.reply({ formErrors: [formError] }) } satisfies ResetRequestView, {
      status,
    });
  }
}
