/**
 * The 'Finalizar Pago' form: the child (which ones may be chosen is the procedure's to say) and
 * 'Comprobante de pago' (issue 55); every refusal answers the whole form, so nothing typed is lost.
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { RECEIPT_FIELDS, RECEIPT_MAX_LENGTH } from '@server/validation/receipt-buyer';
import { ChildIdSchema } from '@server/validation/vacation-choice';
import { parseSubmission } from '~/lib/forms/submission.server';

const StartPaymentSchema = z.object({ childId: ChildIdSchema, ...RECEIPT_FIELDS });

export const parseStartPayment = (form: FormData) =>
  parseSubmission(form, StartPaymentSchema, { maxLength: RECEIPT_MAX_LENGTH });

/** The child a form chose, read as the address's `hijo` is. */
export const childIdOf = (form: FormData) => ChildIdSchema.parse(form.get('childId'));

/** The form again with its refusals beside their fields (the child's, the receipt's). */
export const startPaymentRefused = (form: FormData, fieldErrors?: Record<string, string[]>) =>
  json(
    {
      form: 'child' as const,
      result: parseStartPayment(form).reply(fieldErrors ? { fieldErrors } : undefined),
    },
    { status: 400 },
  );
