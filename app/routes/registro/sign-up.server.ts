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
import { ChildrenStepSchema, GuardianStepSchema } from '@server/validation/sign-up';
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
  withPasswordAgain,
  type ChildValues,
  type GuardianValues,
} from './sign-up-form.server';
import { logger } from '@server/log/logger';

export const SIGN_UP_PATH = '/registro';
export const CHILDREN_STEP = `${SIGN_UP_PATH}?paso=hijos`;

export type SignUpView =
  | {
      step: 'guardian';
      result?: SubmissionResult<string[]>;
      defaultValue: GuardianValues;
      /** Step 1 shown again from the kept draft: its password is not on the page, so it is asked again. */
      passwordKept?: boolean;
    }
  | {
      step: 'children';
      parentName: string;
      result?: SubmissionResult<string[]>;
      rows: ChildValues[];
      notice?: string;
    };

const EMPTY_CHILD: ChildValues = {};

const expiredView = (): SignUpView => ({
  step: 'guardian',
  result: guardianResult({}, {}, SIGN_UP_TEXT.expired),
  defaultValue: {},
});

export async function loadSignUp(request: Request): Promise<SignUpView> {
  const session = await getSession(request);
  const guardian = keptGuardian(session);
  const wantsChildren = new URL(request.url).searchParams.get('paso') === 'hijos';
  if (wantsChildren && guardian) {
    const kept = keptChildren(session);
    const rows = kept && kept.length > 0 ? kept : [EMPTY_CHILD];
    return { step: 'children', parentName: guardian.firstName, rows };
  }
  if (!guardian) return { step: 'guardian', defaultValue: { phoneCountry: 'PE', country: 'PE' } };
  return { step: 'guardian', defaultValue: valuesOfGuardian(guardian), passwordKept: true };
}

async function submitGuardian(form: FormData, session: KodeaSession) {
  const submission = parseSubmission(form, GuardianStepSchema, GUARDIAN_LIMITS);
  if (submission.status !== 'success') {
    const fieldErrors = withPasswordAgain(submission.error);
    const result = submission.reply({ hideFields: ['password'], ...(fieldErrors ? { fieldErrors } : {}) });
    const view: SignUpView = { step: 'guardian', result, defaultValue: {} };
    return json(view, { status: 400 });
  }
  keepGuardian(session, submission.value);
  return redirectWithSession(CHILDREN_STEP, session);
}

type ChildrenSubmission = ReturnType<typeof parseChildren>;
const parseChildren = (form: FormData) => parseSubmission(form, ChildrenStepSchema, CHILDREN_LIMITS);

function childrenView(
  parentName: string,
  submission: ChildrenSubmission,
  failure?: { message: string; status: 429 | 502 | 503 | 504 },
  notice?: string,
) {
  const result = submission.reply(failure ? { formErrors: [failure.message] } : {});
  // At least one row: the page never shows a step 2 without one (a stale 'Quitar' of the last).
  if (rowsOf(submission.payload).length === 0)
    result.initialValue = { ...result.initialValue, children: [{}] };
  const view: SignUpView = { step: 'children', parentName, result, rows: [EMPTY_CHILD], notice };
  const invalid = submission.status === 'error' && !failure;
  return json(view, { status: failure?.status ?? (invalid ? 400 : 200) });
}

function failure(error: unknown): { message: string; status: 502 | 503 | 504 } {
  const code = errorCode(error);
  if (code === 'SERVICE_UNAVAILABLE') return { message: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[sign-up] upstream failure: ${code ?? 'unknown'}`);
  return { message: SIGN_UP_TEXT.failure, status: code === 'TIMEOUT' ? 504 : 502 };
}

async function register(request: Request, session: KodeaSession, submission: ChildrenSubmission) {
  const draft = keptGuardian(session);
  // A password that no longer opens (SESSION_SECRET rotated out meanwhile) is a lost step 1 too.
  const guardian = draft && guardianWithPassword(draft);
  if (!guardian) return json(expiredView(), { status: 400 });
  if (submission.status !== 'success') return childrenView(guardian.firstName, submission);
  const caller = await getCaller(request, session);
  let result;
  try {
    // Throttled per client by the procedure (TOO_MANY_REQUESTS), after its input is valid.
    result = await caller.signUp.register({ guardian, children: submission.value.children });
  } catch (error) {
    // The throttle's store unavailable is the maintenance page (503), not the form's message.
    throwIfStoreOutage(error);
    if (expectedOutcome(error)?.kind === 'throttled')
      return childrenView(guardian.firstName, submission, { message: SIGN_UP_TEXT.tooMany, status: 429 });
    return childrenView(guardian.firstName, submission, failure(error));
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
    };
    return json(view, { status: 400, headers: { 'Set-Cookie': await commitSession(session) } });
  }
  // A fresh session id at sign-in, as /auth/login does; storeAuth drops the kept step 1.
  const signedIn = await rotateSession(session);
  storeAuth(signedIn, authFromLogin(result));
  signedIn.flash('toast', { kind: 'success', message: SIGN_UP_TEXT.welcome(result.user.firstName) });
  return redirectWithSession('/dashboard', signedIn);
}

export async function signUpAction(request: Request) {
  const form = await request.formData();
  const session = await getSession(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'guardian') return submitGuardian(form, session);

  const guardian = keptGuardian(session);
  if (!guardian) return json(expiredView(), { status: 400 });
  const submission = parseChildren(form);
  // 'Agregar otro hijo' or 'Quitar': Conform's list intent, applied to the rows, nothing checked
  // yet — Conform's submission of an intent is the one without a status.
  if (submission.status === undefined) return childrenView(guardian.firstName, submission);
  if (intent === 'edit-guardian') {
    keepChildren(session, rowsOf(submission.payload));
    return redirectWithSession(SIGN_UP_PATH, session);
  }
  if (intent === 'finish') return register(request, session, submission);
  // Enter in a child's field or an unknown intent: the rows are checked and kept, never
  // registered; only 'Crear cuenta' registers.
  return checkChildren(session, guardian.firstName, submission);
}

async function checkChildren(session: KodeaSession, parentName: string, submission: ChildrenSubmission) {
  keepChildren(session, rowsOf(submission.payload));
  const notice = submission.status === 'success' ? SIGN_UP_TEXT.childrenChecked : undefined;
  const response = childrenView(parentName, submission, undefined, notice);
  response.headers.append('Set-Cookie', await commitSession(session));
  return response;
}
