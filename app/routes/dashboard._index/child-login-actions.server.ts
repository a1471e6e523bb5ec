// The child's login forms (issue 55 point 6): showing it and replacing its password both ask for
// the parent's own password first. A refusal comes back beside its form; a success redirects.
import { json } from '@remix-run/node';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { redirectWithSession } from '@server/session.server';
import type { ChildLoginAnswer } from '@server/trpc/routers/child-login';
import { ChildPasswordFormSchema, RevealLoginFormSchema } from '@server/validation/child-login';
import { CHILD_LOGIN_PASSWORD_MAX } from '@server/validation/child-login';
import { CHILD_LOGIN_TEXT, CREDENTIALS_ANCHOR } from '@kernel/texts/child-login';
import { parseSubmission } from '~/lib/forms/submission.server';
import { idFrom, throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';
import { CREDENTIALS_REVEAL_MS } from './parents-credentials.server';

export type ChildLoginForm = 'reveal' | 'set';

/** What the page shows beside the form that was sent. */
export interface ChildLoginPosted {
  form: ChildLoginForm;
  childId: number;
  result: SubmissionResult<string[]>;
}

const DASHBOARD = '/dashboard';
const FORM_LIMITS = { maxLength: CHILD_LOGIN_PASSWORD_MAX + 1 };
const HIDDEN = { hideFields: ['password', 'parentPassword'] };

function refused(form: ChildLoginForm, childId: number, result: SubmissionResult<string[]>, status: number) {
  return json({ childLogin: { form, childId, result } satisfies ChildLoginPosted }, { status });
}

function refusalReply(submission: Submission<unknown>, answer: Exclude<ChildLoginAnswer, { ok: true }>) {
  if (answer.refusal === 'throttled')
    return submission.reply({ ...HIDDEN, formErrors: [CHILD_LOGIN_TEXT.tooManyWrongPasswords] });
  const fieldErrors: Record<string, string[]> =
    answer.refusal === 'wrong-parent-password'
      ? { parentPassword: [CHILD_LOGIN_TEXT.wrongPassword] }
      : { password: [CHILD_LOGIN_TEXT.newPasswordHint] };
  return submission.reply({ ...HIDDEN, fieldErrors });
}

export async function childLoginAction(
  request: Request,
  parent: ParentSession,
  form: FormData,
  which: ChildLoginForm,
  back: string,
): Promise<Response> {
  const childId = idFrom(form.get('child'));
  if (childId === null) throw notFound();
  const caller = await getCaller(request, parent.session);
  const sent = { parent, which, childId, back };
  return which === 'reveal'
    ? answer(sent, parseSubmission(form, RevealLoginFormSchema, FORM_LIMITS), (value) =>
        caller.childLogin.reveal({ childId, ...value }),
      )
    : answer(sent, parseSubmission(form, ChildPasswordFormSchema, FORM_LIMITS), (value) =>
        caller.childLogin.setPassword({ childId, ...value }),
      );
}

async function answer<V>(
  sent: { parent: ParentSession; which: ChildLoginForm; childId: number; back: string },
  submission: Submission<V>,
  call: (value: V) => Promise<ChildLoginAnswer>,
): Promise<Response> {
  const { parent, which, childId, back } = sent;
  if (submission.status !== 'success') return refused(which, childId, submission.reply(HIDDEN), 400);
  const { session } = parent;
  let outcome: ChildLoginAnswer;
  try {
    outcome = await call(submission.value);
  } catch (error) {
    await throwIfRefused(error, session, DASHBOARD);
    throwIfStoreOutage(error);
    logger.error(`[child-login] ${which} failed`);
    return refused(
      which,
      childId,
      submission.reply({ ...HIDDEN, formErrors: [CHILD_LOGIN_TEXT.failure] }),
      502,
    );
  }
  if (!outcome.ok)
    return refused(
      which,
      childId,
      refusalReply(submission, outcome),
      outcome.refusal === 'throttled' ? 429 : 400,
    );

  session.set('credentialsRevealed', { childId, until: Date.now() + CREDENTIALS_REVEAL_MS });
  if (which === 'set')
    session.flash('toast', { kind: 'success', message: CHILD_LOGIN_TEXT.saved(outcome.childName) });
  return redirectWithSession(`${back}#${CREDENTIALS_ANCHOR}`, session, { status: 303 });
}
