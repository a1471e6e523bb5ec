import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import { z } from 'zod';

export { CodeFormSchema as CodeSchema } from '@server/validation/checkout';

export const CODE_LIMITS = { maxLength: 60 };

export const METHOD_REQUIRED = 'Elige cómo quieres pagar.';

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
export const METHOD_LIMITS = { maxLength: 40 };

export const formAnswer = (form: 'code' | 'method' | 'referral', result: SubmissionResult<string[]>) =>
  json({ form, result }, { status: 400 });
