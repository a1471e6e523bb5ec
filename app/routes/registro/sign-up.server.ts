/** The sign-up: step 1 kept in the session, step 2's rows, then 'Crear cuenta' registers. */
import { json } from '@remix-run/node';
import { authFromLogin } from '@server/auth/auth';
import {
  commitSession,
  getSession,
  redirectWithSession,
  rotateSession,
  storeAuth,
  type KodeaSession,
} from '@server/session.server';
import { ChildrenFinishSchema, ChildrenStepSchema, GuardianStepSchema } from '@server/validation/sign-up';
import { consentGiven } from '@server/validation/consent';
import {
  guardianWithPassword,
  keepChildren,
  keepGuardian,
  keptChildren,
  keptGuardian,
} from './sign-up-draft.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { MAINTENANCE_TEXT } from '@kernel/texts/errors';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import type { SubmissionResult } from '@conform-to/react';
import { parseSubmission } from '~/lib/forms/submission.server';
import {
  CHILDREN_LIMITS,
  GUARDIAN_LIMITS,
  guardianResult,
  rowsOf,
  valuesOfGuardian,
  type ChildValues,
  type GuardianValues,
} from './sign-up-form.server';
import { logger } from '@server/log/logger';
import { RETURN_PARAM, returnPath, SIGN_UP_PATH, withReturn } from '~/lib/return-path';
import { landingAfterSignIn } from '~/lib/sign-in-landing.server';

export const CHILDREN_STEP = `${SIGN_UP_PATH}?paso=hijos`;

/** The page the sign-up was opened from (issue 53), where it ends; null: the parents' zone. */
type Return = { returnTo: string | null };

export type SignUpView = Return &
  (
    | {
        step: 'guardian';
        result?: SubmissionResult<string[]>;
        defaultValue: GuardianValues;
        /**
         * Step 1 drawn by the server with no password in it (never given back): a note, not an
         * error, asks for it again. With JavaScript the page sent in place keeps what was typed.
         */
        passwordAgain?: boolean;
      }
    | {
        step: 'children';
        parentName: string;
        result?: SubmissionResult<string[]>;
        rows: ChildValues[];
        notice?: string;
      }
  );

const EMPTY_CHILD: ChildValues = {};

const expiredView = ({ returnTo }: Return): SignUpView => ({
  step: 'guardian',
  result: guardianResult({}, {}, SIGN_UP_TEXT.expired),
  defaultValue: {},
  passwordAgain: true,
  returnTo,
});

export async function loadSignUp(request: Request, session: KodeaSession): Promise<SignUpView> {
  const guardian = keptGuardian(session);
  const search = new URL(request.url).searchParams;
  const returnTo = returnPath(search.get(RETURN_PARAM));
  if (search.get('paso') === 'hijos' && guardian) {
    const kept = keptChildren(session);
    const rows = kept && kept.length > 0 ? kept : [EMPTY_CHILD];
    return { step: 'children', parentName: guardian.firstName, rows, returnTo };
  }
  if (!guardian) return { step: 'guardian', defaultValue: { phoneCountry: 'PE', country: 'PE' }, returnTo };
  return { step: 'guardian', defaultValue: valuesOfGuardian(guardian), passwordAgain: true, returnTo };
}

async function submitGuardian(form: FormData, session: KodeaSession, { returnTo }: Return) {
  const submission = parseSubmission(form, GuardianStepSchema, GUARDIAN_LIMITS);
  if (submission.status !== 'success') {
    // Only the password's own error names it; another field's error never blames it (issue 53).
    const result = submission.reply({ hideFields: ['password'] });
    const passwordAgain = !submission.error?.password;
    const view: SignUpView = { step: 'guardian', result, defaultValue: {}, passwordAgain, returnTo };
    return json(view, { status: 400 });
  }
  keepGuardian(session, submission.value);
  return redirectWithSession(withReturn(CHILDREN_STEP, returnTo), session);
}

type ChildrenSubmission = ReturnType<typeof parseChildren> | FinishSubmission;
type FinishSubmission = ReturnType<typeof parseFinish>;
const parseChildren = (form: FormData) => parseSubmission(form, ChildrenStepSchema, CHILDREN_LIMITS);
/** 'Crear cuenta' also needs the consent box; the other intents only check and keep the rows. */
const parseFinish = (form: FormData) => parseSubmission(form, ChildrenFinishSchema, CHILDREN_LIMITS);

function childrenView(
  { parentName, returnTo }: Return & { parentName: string },
  submission: ChildrenSubmission,
  failure?: { message: string; status: 429 | 502 | 503 | 504 },
  notice?: string,
) {
  const result = submission.reply(failure ? { formErrors: [failure.message] } : {});
  // At least one row: the page never shows a step 2 without one (a stale 'Quitar' of the last).
  if (rowsOf(submission.payload).length === 0)
    result.initialValue = { ...result.initialValue, children: [{}] };
  const view: SignUpView = { step: 'children', parentName, result, rows: [EMPTY_CHILD], notice, returnTo };
  const invalid = submission.status === 'error' && !failure;
  return json(view, { status: failure?.status ?? (invalid ? 400 : 200) });
}

function failure(error: unknown): { message: string; status: 502 | 503 | 504 } {
  const code = errorCode(error);
  if (code === 'SERVICE_UNAVAILABLE') return { message: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[sign-up] upstream failure: ${code ?? 'unknown'}`);
  return { message: SIGN_UP_TEXT.failure, status: code === 'TIMEOUT' ? 504 : 502 };
}

async function register(
  request: Request,
  session: KodeaSession,
  submission: FinishSubmission,
  { returnTo }: Return,
) {
  const draft = keptGuardian(session);
  // A password that no longer opens (SESSION_SECRET rotated out meanwhile) is a lost step 1 too.
  const guardian = draft && guardianWithPassword(draft);
  if (!guardian) return json(expiredView({ returnTo }), { status: 400 });
  const step = { parentName: guardian.firstName, returnTo };
  if (submission.status !== 'success') return childrenView(step, submission);
  const caller = await getCaller(request, session);
  let result;
  try {
    // Throttled per client by the procedure (TOO_MANY_REQUESTS), after its input is valid.
    result = await caller.signUp.register({
      guardian,
      children: submission.value.children,
      consent: consentGiven(),
    });
  } catch (error) {
    // The throttle's store unavailable is the maintenance page (503), not the form's message.
    throwIfStoreOutage(error);
    const outcome = expectedOutcome(error);
    // Each limit says what it is: the site's is no fault of this family's connection.
    if (outcome?.kind === 'throttled') {
      const message = outcome.scope === 'site' ? SIGN_UP_TEXT.siteBusy : SIGN_UP_TEXT.tooMany;
      return childrenView(step, submission, { message, status: 429 });
    }
    return childrenView(step, submission, failure(error));
  }
  if (result.status === 'rejected') {
    const errors = { ...result.fieldErrors };
    if (errors.email) errors.email = SIGN_UP_TEXT.emailTaken;
    // Back to step 1 to fix the e-mail; the children typed wait in the session for step 2.
    keepChildren(session, rowsOf(submission.payload));
    const view: SignUpView = {
      step: 'guardian',
      result: guardianResult(valuesOfGuardian(guardian), errors, SIGN_UP_TEXT.checkData),
      defaultValue: {},
      passwordAgain: true,
      returnTo,
    };
    return json(view, { status: 400, headers: { 'Set-Cookie': await commitSession(session) } });
  }
  // A fresh session id at sign-in, as /auth/login does; storeAuth drops the kept step 1.
  const signedIn = await rotateSession(session);
  const auth = authFromLogin(result);
  storeAuth(signedIn, auth);
  signedIn.flash('toast', { kind: 'success', message: SIGN_UP_TEXT.welcome(result.user.firstName) });
  // Back to the step the sign-up was opened from (a payment, an invitation), else the parents' zone.
  return redirectWithSession(landingAfterSignIn(auth, returnTo), signedIn);
}

export async function signUpAction(request: Request) {
  const form = await request.formData();
  const session = await getSession(request);
  const intent = String(form.get('intent') ?? '');
  // Each step's form carries it as a hidden field; checked here as any return path is.
  const back: Return = { returnTo: returnPath(form.get(RETURN_PARAM)) };
  if (intent === 'guardian') return submitGuardian(form, session, back);

  const guardian = keptGuardian(session);
  if (!guardian) return json(expiredView(back), { status: 400 });
  if (intent === 'finish') return register(request, session, parseFinish(form), back);
  const submission = parseChildren(form);
  const step = { parentName: guardian.firstName, ...back };
  // 'Agregar otro hijo' or 'Quitar': Conform's list intent, applied to the rows, nothing checked
  // yet — Conform's submission of an intent is the one without a status.
  if (submission.status === undefined) return childrenView(step, submission);
  if (intent === 'edit-guardian') {
    keepChildren(session, rowsOf(submission.payload));
    return redirectWithSession(withReturn(SIGN_UP_PATH, back.returnTo), session);
  }
  // Enter in a child's field or an unknown intent: the rows are checked and kept, never
  // registered; only 'Crear cuenta' registers.
  return checkChildren(session, step, submission);
}

async function checkChildren(
  session: KodeaSession,
  step: Return & { parentName: string },
  submission: ChildrenSubmission,
) {
  keepChildren(session, rowsOf(submission.payload));
  const notice = submission.status === 'success' ? SIGN_UP_TEXT.childrenChecked : undefined;
  const response = childrenView(step, submission, undefined, notice);
  response.headers.append('Set-Cookie', await commitSession(session));
  return response;
}
