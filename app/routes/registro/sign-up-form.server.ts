/**
 * Reading the sign-up's forms (docs/decisions/019): the raw values to re-render (never the
 * password) and the steps' zod errors as one message per field.
 */
import type { z } from 'zod';
import { MAX_CHILDREN } from '@server/validation/sign-up';
import type { GuardianDraft } from '@server/validation/sign-up-draft';

export const GUARDIAN_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneCountry',
  'phone',
  'country',
  'city',
  'relation',
  'documentType',
  'documentNumber',
  'source',
] as const;
export const CHILD_FIELDS = ['firstName', 'age', 'experience', 'operatingSystem'] as const;

export type GuardianValues = Partial<Record<(typeof GUARDIAN_FIELDS)[number] | 'acceptTerms', string>>;
export type ChildValues = Partial<Record<(typeof CHILD_FIELDS)[number], string>>;
export type FieldErrors = Record<string, string>;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 500) : '';
};

/** What the parent typed on step 1, to validate and to give back; the password is read apart. */
export function guardianValues(form: FormData): GuardianValues {
  const values: GuardianValues = {};
  for (const field of GUARDIAN_FIELDS) values[field] = textOf(form, field);
  values.acceptTerms = form.get('acceptTerms') === 'on' ? 'on' : '';
  return values;
}

export function guardianInput(form: FormData) {
  const values = guardianValues(form);
  return { ...values, password: textOf(form, 'password'), acceptTerms: values.acceptTerms === 'on' };
}

/** Step 1 as the session keeps it, back into form values (the password stays out of the page). */
export function valuesOfGuardian(
  guardian: Omit<GuardianDraft, 'sealedPassword'> & { password?: string; sealedPassword?: string },
): GuardianValues {
  const { password: _password, sealedPassword: _sealed, acceptTerms, ...rest } = guardian;
  return { ...rest, acceptTerms: acceptTerms ? 'on' : '' };
}

/** The children rows posted (`child-0-firstName`…), as many as `childCount` says, at least one. */
export function childRows(form: FormData): ChildValues[] {
  const count = Math.min(Math.max(Number(textOf(form, 'childCount')) || 1, 1), MAX_CHILDREN);
  return Array.from({ length: count }, (_, index) => {
    const row: ChildValues = {};
    for (const field of CHILD_FIELDS) row[field] = textOf(form, `child-${index}-${field}`);
    return row;
  });
}

/** One message per field: `email`, or `children.1.age` for the rows of step 2. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    result[key] ??= issue.message;
  }
  return result;
}
