/**
 * The sign-up's steps (docs/decisions/019), server side. Step 1 (the parent) is validated and
 * kept in the server-side session; step 2 (the children) adds and removes rows with submit
 * buttons and, on 'Crear cuenta', registers upstream and signs the parent in as /auth/login does.
 */
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
import { ChildrenStepSchema, GuardianStepSchema, MAX_CHILDREN } from '@server/validation/sign-up';
import {
  guardianWithPassword,
  keepChildren,
  keepGuardian,
  keptChildren,
  keptGuardian,
} from './sign-up-draft.server';
import { errorCode, storeOutageResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { MAINTENANCE_TEXT } from '@kernel/texts/errors';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import { parseForm, parseValues, type FieldErrors } from '~/lib/forms/parse-form.server';
import {
  childRows,
  GUARDIAN_FORM,
  valuesOfGuardian,
  type ChildValues,
  type GuardianValues,
} from './sign-up-form.server';
import { logger } from '@server/log/logger';
import type { ErrorSummaryItem } from '~/components/forms/error-summary';
import { childrenSummary, guardianSummary, withPasswordAgain } from './sign-up-summary.server';

export const SIGN_UP_PATH = '/registro';
export const CHILDREN_STEP = `${SIGN_UP_PATH}?paso=hijos`;

/** `summary`: the error summary's links (empty: no summary); `notice`: a status line without errors. */
export type SignUpView =
  | {
      step: 'guardian';
      values: GuardianValues;
      errors: FieldErrors;
      summary: ErrorSummaryItem[];
      formError?: string;
      /** Step 1 shown again from the kept draft: its password is not on the page, so it is asked again. */
      passwordKept?: boolean;
    }
  | {
      step: 'children';
      parentName: string;
      rows: ChildValues[];
      errors: FieldErrors;
      summary: ErrorSummaryItem[];
      formError?: string;
      notice?: string;
    };

const EMPTY_CHILD: ChildValues = {};

/** Step 1 again; with field errors, the password (never given back) is asked for again. */
function guardianView(
  values: GuardianValues,
  errors: FieldErrors = {},
  formError?: string,
): Extract<SignUpView, { step: 'guardian' }> {
  const shown = Object.keys(errors).length > 0 ? withPasswordAgain(errors) : errors;
  return { step: 'guardian', values, errors: shown, summary: guardianSummary(shown), formError };
}

export async function loadSignUp(request: Request): Promise<SignUpView> {
  const session = await getSession(request);
  const guardian = keptGuardian(session);
  const wantsChildren = new URL(request.url).searchParams.get('paso') === 'hijos';
  if (wantsChildren && guardian) {
    const kept = keptChildren(session);
    const rows = kept && kept.length > 0 ? kept : [EMPTY_CHILD];
    return { step: 'children', parentName: guardian.firstName, rows, errors: {}, summary: [] };
  }
  if (!guardian) return guardianView({ phoneCountry: 'PE', country: 'PE' });
  return { ...guardianView(valuesOfGuardian(guardian)), passwordKept: true };
}

async function submitGuardian(form: FormData, session: KodeaSession) {
  const parsed = parseForm(GuardianStepSchema, form, GUARDIAN_FORM);
  if (!parsed.ok) return json(guardianView(parsed.values, parsed.fieldErrors), { status: 400 });
  keepGuardian(session, parsed.value);
  return redirectWithSession(CHILDREN_STEP, session);
}

/** Step 2 again: 200 after adding or removing a row, 400 with field errors, or the given failure status. */
function childrenView(
  parentName: string,
  rows: ChildValues[],
  errors: FieldErrors = {},
  failure?: { message: string; status: 429 | 502 | 503 | 504 },
  notice?: string,
) {
  const view: SignUpView = {
    step: 'children',
    parentName,
    rows,
    errors,
    summary: childrenSummary(errors, rows.length),
    formError: failure?.message,
    notice,
  };
  return json(view, { status: failure?.status ?? (Object.keys(errors).length > 0 ? 400 : 200) });
}

function failure(error: unknown): { message: string; status: 502 | 503 | 504 } {
  const code = errorCode(error);
  if (code === 'SERVICE_UNAVAILABLE') return { message: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[sign-up] upstream failure: ${code ?? 'unknown'}`);
  return { message: SIGN_UP_TEXT.failure, status: code === 'TIMEOUT' ? 504 : 502 };
}

async function register(request: Request, session: KodeaSession, rows: ChildValues[]) {
  const draft = keptGuardian(session);
  // A password that no longer opens (SESSION_SECRET rotated out meanwhile) is a lost step 1 too.
  const guardian = draft && guardianWithPassword(draft);
  if (!guardian) return json(guardianView({}, {}, SIGN_UP_TEXT.expired), { status: 400 });
  const parsed = parseValues(ChildrenStepSchema, { children: rows });
  if (!parsed.ok) return childrenView(guardian.firstName, rows, parsed.fieldErrors);
  const caller = await getCaller(request, session);
  let result;
  try {
    // Throttled per client by the procedure (TOO_MANY_REQUESTS), after its input is valid.
    result = await caller.signUp.register({ guardian, children: parsed.value.children });
  } catch (error) {
    // The throttle's store unavailable is the maintenance page (503), not the form's message.
    const outage = storeOutageResponse(error);
    if (outage) throw outage;
    if (expectedOutcome(error)?.kind === 'throttled')
      return childrenView(guardian.firstName, rows, {}, { message: SIGN_UP_TEXT.tooMany, status: 429 });
    return childrenView(guardian.firstName, rows, {}, failure(error));
  }
  if (result.status === 'rejected') {
    const errors = { ...result.fieldErrors };
    if (errors.email) errors.email = SIGN_UP_TEXT.emailTaken;
    // Back to step 1 to fix the e-mail; the children typed wait in the session for step 2.
    keepChildren(session, rows);
    return json(guardianView(valuesOfGuardian(guardian), errors, SIGN_UP_TEXT.checkData), {
      status: 400,
      headers: { 'Set-Cookie': await commitSession(session) },
    });
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
  if (!guardian) return json(guardianView({}, {}, SIGN_UP_TEXT.expired), { status: 400 });
  const rows = childRows(form);
  if (intent === 'add-child')
    return childrenView(guardian.firstName, rows.length < MAX_CHILDREN ? [...rows, EMPTY_CHILD] : rows);
  const removal = /^remove-child-(\d+)$/.exec(intent);
  if (removal) {
    const kept = rows.filter((_, index) => index !== Number(removal[1]));
    return childrenView(guardian.firstName, kept.length > 0 ? kept : [EMPTY_CHILD]);
  }
  if (intent === 'edit-guardian') {
    keepChildren(session, rows);
    return redirectWithSession(SIGN_UP_PATH, session);
  }
  if (intent === 'finish') return register(request, session, rows);
  // Enter in a child's field (the form's first, default button, 'check-children') or a post
  // without a known intent: the rows are checked and kept, never registered — the family may
  // not be complete yet (issue 20). Only 'Crear cuenta' registers.
  return checkChildren(session, guardian.firstName, rows);
}

async function checkChildren(session: KodeaSession, parentName: string, rows: ChildValues[]) {
  keepChildren(session, rows);
  const checked = parseValues(ChildrenStepSchema, { children: rows });
  const response = checked.ok
    ? childrenView(parentName, rows, {}, undefined, SIGN_UP_TEXT.childrenChecked)
    : childrenView(parentName, rows, checked.fieldErrors);
  response.headers.append('Set-Cookie', await commitSession(session));
  return response;
}
