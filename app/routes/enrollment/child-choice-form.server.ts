/**
 * The 'Finalizar Pago' form: the child (a whole number: which children may be chosen is the
 * procedure's to say) and 'Comprobante de pago' (issue 55), checked against the price by the
 * procedure. Every refusal answers with the whole form, so whatever was typed comes back.
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { RECEIPT_FIELDS, RECEIPT_MAX_LENGTH } from '@server/validation/receipt-buyer';
import { parseSubmission } from '~/lib/forms/submission.server';

/** A child's id as a form or an address carries it. */
export const WHOLE_ID = /^[1-9]\d{0,14}$/;

/** Anything but a whole number is no choice at all (the procedure then says one is needed). */
const childIdField = z.string().transform((raw) => (WHOLE_ID.test(raw) ? Number(raw) : undefined));

const ChildChoiceSchema = z.object({ childId: childIdField });
const StartPaymentSchema = z.object({ childId: childIdField.optional(), ...RECEIPT_FIELDS });

const LIMITS = { maxLength: RECEIPT_MAX_LENGTH };

export const parseStartPayment = (form: FormData) => parseSubmission(form, StartPaymentSchema, LIMITS);

export function childIdOf(form: FormData): number | undefined {
  const submission = parseSubmission(form, ChildChoiceSchema, LIMITS);
  return submission.status === 'success' ? submission.value.childId : undefined;
}

/** The form again with its refusals beside their fields (the child's, the receipt's). */
export const startPaymentRefused = (form: FormData, fieldErrors?: Record<string, string[]>) =>
  json(
    {
      form: 'child' as const,
      result: parseStartPayment(form).reply(fieldErrors ? { fieldErrors } : undefined),
    },
    { status: 400 },
  );
