/** Adding a child: a one-time token makes a second post add nothing. */
import { json, type AppLoadContext } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { AddChildFormSchema } from '@server/validation/add-child';
import { consentGiven } from '@server/validation/consent';
import type { SubmissionResult } from '@conform-to/react';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageAccess, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { SIGN_UP_OPTIONS } from '~/routes/registro/sign-up-options.server';

export const ADD_CHILD_PATH = '/login-perfiles/nuevo';
const PROFILES = '/login-perfiles';

const ADD_CHILD_LIMITS = { maxLength: 200 };

export interface AddChildView {
  token: string;
  result?: SubmissionResult<string[]>;
}

const OPTIONS = {
  ages: SIGN_UP_OPTIONS.ages,
  experiences: SIGN_UP_OPTIONS.experiences,
  systems: SIGN_UP_OPTIONS.systems,
};
export type AddChildOptions = typeof OPTIONS;

export async function loadAddChild(request: Request, context?: AppLoadContext) {
  const access = await parentPageAccess(request, ADD_CHILD_PATH, context);
  if (!access.signedIn) return json({ signedIn: false as const, options: OPTIONS });
  const view: AddChildView = { token: randomUUID() };
  return json({ signedIn: true as const, options: OPTIONS, view });
}

export async function addChildAction(request: Request) {
  const { session } = await requireParent(request, ADD_CHILD_PATH);
  const form = await request.formData();
  const submission = parseSubmission(form, AddChildFormSchema, ADD_CHILD_LIMITS);
  const posted = submission.payload.token;
  // Nothing was added under this token yet: the same form may be sent again once corrected.
  const again = (status: number, formError?: string) =>
    json<AddChildView>(
      {
        token: typeof posted === 'string' && posted ? posted : randomUUID(),
        result: submission.reply(formError ? { formErrors: [formError] } : {}),
      },
      { status },
    );
  if (submission.status !== 'success') return again(400);
  const { token: formToken, childDataConsent: _ticked, ...child } = submission.value;
  const caller = await getCaller(request, session);
  try {
    const added = await caller.signUp.addChild({ token: formToken, child, consent: consentGiven() });
    session.flash('toast', { kind: 'success', message: ADD_CHILD_TEXT.added(added.firstName) });
    return redirectWithSession(PROFILES, session);
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, ADD_CHILD_PATH);
    if (expectedOutcome(error)?.kind === 'forbidden') return redirectWithSession('/dashboard', session);
    logger.error(`[sign-up] adding a child failed: ${errorCode(error) ?? 'unknown'}`);
    return again(502, ADD_CHILD_TEXT.failure);
  }
}
