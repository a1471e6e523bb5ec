// /restablecer-contrasena/{token}: the link's check and the new password (decision 081).
import { json, type AppLoadContext } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { getSession, redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { NewPasswordFormSchema, PASSWORD_RESET_LIMITS } from '@server/validation/password-reset';
import { PASSWORD_RESET_TEXT } from '@kernel/texts/password-reset';
import { parseSubmission } from '~/lib/forms/submission.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { resetFailure } from '~/routes/recuperar-contrasena/password-reset-request.server';
import { loaderCaller } from '~/lib/loader-session.server';

/** `gone`: the link is unknown, expired or used; the page offers a new one. */
export type ResetPageView =
  | { state: 'form'; result?: SubmissionResult<string[]> }
  | { state: 'gone' }
  | { state: 'throttled' };

const HIDDEN = { hideFields: ['password', 'confirmPassword'] };
const FORM_LIMITS = { maxLength: PASSWORD_RESET_LIMITS.password + 1 };

const tokenOf = (token: string | undefined) => (token ?? '').slice(0, PASSWORD_RESET_LIMITS.token);

export async function resetPageLoader(request: Request, token: string | undefined, context?: AppLoadContext) {
  const caller = await loaderCaller(request, context);
  try {
    await caller.auth.checkResetLink(tokenOf(token));
    return json<ResetPageView>({ state: 'form' });
  } catch (error) {
    const kind = expectedOutcome(error)?.kind;
    if (kind === 'not-found' || kind === 'invalid-input') return json<ResetPageView>({ state: 'gone' });
    if (kind === 'throttled') return json<ResetPageView>({ state: 'throttled' }, { status: 429 });
    throw toRouteErrorResponse(error);
  }
}

export async function resetPasswordAction(request: Request, token: string | undefined) {
  const submission = parseSubmission(await request.formData(), NewPasswordFormSchema, FORM_LIMITS);
  if (submission.status !== 'success')
    return json<ResetPageView>(
      { state: 'form', result: submission.reply({ ...HIDDEN, formErrors: [PASSWORD_RESET_TEXT.checkData] }) },
      { status: 400 },
    );
  const caller = await getCaller(request);
  try {
    await caller.auth.resetPassword({ token: tokenOf(token), password: submission.value.password });
  } catch (error) {
    const kind = expectedOutcome(error)?.kind;
    if (kind === 'not-found' || kind === 'invalid-input')
      return json<ResetPageView>({ state: 'gone' }, { status: 410 });
    const { formError, status } = resetFailure(error, 'confirm');
    return json<ResetPageView>(
      { state: 'form', result: submission.reply({ ...HIDDEN, formErrors: [formError] }) },
      { status },
    );
  }
  // Read after the reset: a session of this account is gone, so the message lands in a fresh one.
  const session = await getSession(request);
  session.flash('toast', { kind: 'success', message: PASSWORD_RESET_TEXT.done });
  return redirectWithSession('/?login', session);
}
