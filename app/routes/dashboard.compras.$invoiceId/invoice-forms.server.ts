/**
 * The invoice page's forms (issue 16), read with the one form protocol: the discount code, the
 * card's first six digits (a brand promotion; never the whole number), the payment way.
 */
import { z } from 'zod';
import type { FormFields } from '~/lib/forms/parse-form.server';

export const CODE_REQUIRED = 'Ingresa tu código de descuento.';
export const BIN_INVALID = 'Ingresa exactamente los primeros 6 dígitos de tu tarjeta.';
export const METHOD_REQUIRED = 'Elige cómo quieres pagar.';

export const CodeSchema = z.object({
  code: z
    .string()
    .transform((raw) => raw.trim())
    .pipe(z.string().min(1, CODE_REQUIRED).max(40, 'El código es demasiado largo.')),
});
export const CODE_FORM: FormFields<'code'> = { fields: ['code'], maxLength: 60 };

export const BinSchema = z.object({
  bin: z
    .string()
    .transform((raw) => raw.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, BIN_INVALID)),
});
/** Six digits are all we keep; anything longer typed here is cut, never echoed whole. */
export const BIN_FORM: FormFields<'bin'> = { fields: ['bin'], maxLength: 6 };

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
  method: z.enum(METHOD_VALUES, { errorMap: () => ({ message: METHOD_REQUIRED }) }),
});
export const METHOD_FORM: FormFields<'method'> = { fields: ['method'], maxLength: 40 };
