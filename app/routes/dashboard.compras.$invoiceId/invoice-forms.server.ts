/**
 * The invoice page's forms (issue 16), read with the one form protocol: the discount code and the
 * payment way.
 */
import { z } from 'zod';
import type { FormFields } from '~/lib/forms/parse-form.server';

export { CodeFormSchema as CodeSchema } from '@server/validation/checkout';

export const CODE_FORM: FormFields<'code'> = { fields: ['code'], maxLength: 60 };

export const METHOD_REQUIRED = 'Elige cómo quieres pagar.';

/** The radio group of payment ways: a card in soles or dollars, or a local payment method. */
export const METHOD_VALUES = [
  'card-soles',
  'card-dollars',
  'local:agent',
  'local:bank_transfer',
  'local:convenience_store',
] as const;
export type MethodValue = (typeof METHOD_VALUES)[number];

export const MethodSchema = z.object({
  method: z.enum(METHOD_VALUES, { message: METHOD_REQUIRED }),
});
export const METHOD_FORM: FormFields<'method'> = { fields: ['method'], maxLength: 40 };
