/**
 * Reading the sign-up's forms (docs/decisions/019) with the one form protocol
 * (~/lib/forms/parse-form.server): the fields of each step, the raw values to re-render (never
 * the password), and the step's schema input.
 */
import { MAX_CHILDREN } from '@server/validation/sign-up';
import type { GuardianDraft } from '@server/validation/sign-up-draft';
import { readForm, type FieldErrors, type FormFields } from '~/lib/forms/parse-form.server';

export type { FieldErrors };

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

/** What the sign-up keeps of any field it echoes: far above every schema limit. */
const MAX_LENGTH = 500;

/** Step 1: what the parent typed, to validate and to give back; the password is read apart. */
export const GUARDIAN_FORM: FormFields = {
  fields: [...GUARDIAN_FIELDS, 'acceptTerms'],
  secret: ['password'],
  checkboxes: ['acceptTerms'],
  maxLength: MAX_LENGTH,
  toInput: (values, { password }) => ({ ...values, password, acceptTerms: values.acceptTerms === 'on' }),
};

/** What the parent typed on step 1, to give back; never the password. */
export function guardianValues(form: FormData): GuardianValues {
  return readForm(form, GUARDIAN_FORM).values;
}

/** Step 1 as the session keeps it, back into form values (the password stays out of the page). */
export function valuesOfGuardian(
  guardian: Omit<GuardianDraft, 'sealedPassword'> & { password?: string; sealedPassword?: string },
): GuardianValues {
  const { password: _password, sealedPassword: _sealed, acceptTerms, ...rest } = guardian;
  return { ...rest, acceptTerms: acceptTerms ? 'on' : '' };
}

const childField = (index: number, field: (typeof CHILD_FIELDS)[number]) => `child-${index}-${field}`;

/** The children rows posted (`child-0-firstName`…), as many as `childCount` says, at least one. */
export function childRows(form: FormData): ChildValues[] {
  const { values } = readForm(form, { fields: ['childCount'], maxLength: MAX_LENGTH });
  const count = Math.min(Math.max(Number(values.childCount) || 1, 1), MAX_CHILDREN);
  const rows = Array.from({ length: count }, (_, index) => index);
  const read = readForm(form, {
    fields: rows.flatMap((index) => CHILD_FIELDS.map((field) => childField(index, field))),
    maxLength: MAX_LENGTH,
  }).values;
  return rows.map((index) => {
    const row: ChildValues = {};
    for (const field of CHILD_FIELDS) row[field] = read[childField(index, field)];
    return row;
  });
}
