import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import { z } from 'zod';
import { LocalConfirmFormSchema } from '@server/validation/checkout';
import {
  checkReceiptFields,
  RECEIPT_FIELDS,
  RECEIPT_MAX_LENGTH,
  type ReceiptSale,
} from '@server/validation/receipt-buyer';

/** The discount code's and the invitation's form. */
export const CODE_LIMITS = { maxLength: 60 };

export const METHOD_REQUIRED = 'Elige cómo quieres pagar.';

/** The ways a pedido offers, as 'Elige cómo pagar' posts them: a cash or transfer code is 'local:<method>'. */
const METHOD_VALUES = [
  'card-soles',
  'card-dollars',
  ...LocalConfirmFormSchema.shape.method.options.map((method) => `local:${method}` as const),
];

const MethodSchema = z.object({ method: z.enum(METHOD_VALUES, { message: METHOD_REQUIRED }) });
export const METHOD_LIMITS = { maxLength: RECEIPT_MAX_LENGTH };

/**
 * Issues 55 and 75: the method and who the receipt is for, checked against the pedido's total as
 * the API answered it and where the family is (`sale`); null: nothing about the receipt is checked.
 */
export const methodSchemaFor = (sale: ReceiptSale | null) =>
  MethodSchema.extend(RECEIPT_FIELDS).superRefine(
    (value, context) => {
      // Every problem at once (issue 76): the receipt is checked with no way to pay chosen too,
      // once its own fields have their shape.
      const failed = context.issues.some((issue) => String(issue.path?.[0]) in RECEIPT_FIELDS);
      if (!failed) checkReceiptFields(value, context, sale);
    },
    { when: () => true },
  );

export const formAnswer = (form: 'code' | 'method' | 'referral', result: SubmissionResult<string[]>) =>
  json({ form, result }, { status: 400 });
