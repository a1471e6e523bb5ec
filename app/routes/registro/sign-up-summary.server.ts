/**
 * The error summary's links of the sign-up (issue 20), in the order the fields appear on the
 * page, each to its field's id (`registro-<field>` on step 1, `hijo-<n>-<field>` on step 2, as
 * the components name them).
 */
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import type { ErrorSummaryItem } from '~/components/forms/error-summary';
import type { FieldErrors } from '~/lib/forms/parse-form.server';
import { CHILD_FIELDS, GUARDIAN_FIELDS } from './sign-up-form.server';

/** Step 1's fields as the page shows them: the form's own list, the password under the e-mail, the terms last. */
const GUARDIAN_ORDER = [
  ...GUARDIAN_FIELDS.flatMap((field) => (field === 'email' ? [field, 'password'] : [field])),
  'acceptTerms',
];

export const guardianFieldId = (field: string) => `registro-${field}`;
export const childFieldId = (index: number, field: string) => `hijo-${index}-${field}`;

export function guardianSummary(errors: FieldErrors): ErrorSummaryItem[] {
  return GUARDIAN_ORDER.flatMap((field) =>
    errors[field] ? [{ fieldId: guardianFieldId(field), message: errors[field] }] : [],
  );
}

export function childrenSummary(errors: FieldErrors, rowCount: number): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  if (errors.children) items.push({ fieldId: childFieldId(0, 'firstName'), message: errors.children });
  for (let index = 0; index < rowCount; index++) {
    for (const field of CHILD_FIELDS) {
      const message = errors[`children.${index}.${field}`];
      if (message)
        items.push({
          fieldId: childFieldId(index, field),
          message: `${SIGN_UP_TEXT.childLabel(index)}: ${message}`,
        });
    }
  }
  return items;
}

/**
 * Step 1 came back: the password was not given back, so unless it has an error of its own the
 * parent is told to type it again — beside the field and in the summary — instead of the next
 * submit blaming an empty password.
 */
export function withPasswordAgain(errors: FieldErrors): FieldErrors {
  return errors.password ? errors : { ...errors, password: SIGN_UP_TEXT.passwordAgain };
}
