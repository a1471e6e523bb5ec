/**
 * /login-perfiles/nuevo, server side (issue 20, decision 032): a signed-in parent adds a child to
 * the family through the sign-up's children call (signUp.addChild). The form carries a one-time
 * token, so a second post of the same form adds nothing; invalid input comes back with every
 * value and the error summary; success goes back to the profiles with a toast.
 */
import { json } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { AddChildFormSchema } from '@server/validation/add-child';
import type { ErrorSummaryItem } from '~/components/forms/error-summary';
import { parseForm, type FieldErrors, type FormFields } from '~/lib/forms/parse-form.server';
import { parentPageAccess, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, storeOutageResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { CHILD_FIELDS, type ChildValues } from '~/routes/registro/sign-up-form.server';
import { SIGN_UP_OPTIONS } from '~/routes/registro/sign-up-options.server';

export const ADD_CHILD_PATH = '/login-perfiles/nuevo';
const PROFILES = '/login-perfiles';

export const addChildFieldId = (field: string) => `nuevo-${field}`;

const ADD_CHILD_FORM: FormFields<(typeof CHILD_FIELDS)[number] | 'token'> = {
  fields: [...CHILD_FIELDS, 'token'],
  maxLength: 200,
};

export interface AddChildView {
  token: string;
  values: ChildValues;
  errors: FieldErrors;
  summary: ErrorSummaryItem[];
  formError?: string;
}

const OPTIONS = {
  ages: SIGN_UP_OPTIONS.ages,
  experiences: SIGN_UP_OPTIONS.experiences,
  systems: SIGN_UP_OPTIONS.systems,
};
export type AddChildOptions = typeof OPTIONS;

function summaryOf(errors: FieldErrors): ErrorSummaryItem[] {
  const items = CHILD_FIELDS.flatMap((field) =>
    errors[field] ? [{ fieldId: addChildFieldId(field), message: errors[field] }] : [],
  );
  // A stale token names no field: its message links to the first one, where the parent starts again.
  if (errors.token) items.push({ fieldId: addChildFieldId('firstName'), message: errors.token });
  return items;
}

export async function loadAddChild(request: Request) {
  const access = await parentPageAccess(request, ADD_CHILD_PATH);
  if (!access.signedIn) return json({ signedIn: false as const, options: OPTIONS });
  const view: AddChildView = { token: randomUUID(), values: {}, errors: {}, summary: [] };
  return json({ signedIn: true as const, options: OPTIONS, view });
}

export async function addChildAction(request: Request) {
  const { session } = await requireParent(request, ADD_CHILD_PATH);
  const form = await request.formData();
  const parsed = parseForm(AddChildFormSchema, form, ADD_CHILD_FORM);
  const { token, ...values } = parsed.values;
  // Nothing was added under this token yet: the same form may be sent again once corrected.
  const again = (errors: FieldErrors, status: number, formError?: string) =>
    json<AddChildView>(
      { token: token || randomUUID(), values, errors, summary: summaryOf(errors), formError },
      { status },
    );
  if (!parsed.ok) return again(parsed.fieldErrors, 400);
  const { token: formToken, ...child } = parsed.value;
  const caller = await getCaller(request, session);
  try {
    const added = await caller.signUp.addChild({ token: formToken, child });
    session.flash('toast', { kind: 'success', message: ADD_CHILD_TEXT.added(added.firstName) });
    return redirectWithSession(PROFILES, session);
  } catch (error) {
    const outage = storeOutageResponse(error);
    if (outage) throw outage;
    await throwIfRefused(error, session, ADD_CHILD_PATH);
    if (expectedOutcome(error)?.kind === 'forbidden') return redirectWithSession('/dashboard', session);
    logger.error(`[sign-up] adding a child failed: ${errorCode(error) ?? 'unknown'}`);
    return again({}, 502, ADD_CHILD_TEXT.failure);
  }
}
