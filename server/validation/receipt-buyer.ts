/**
 * The checkout's 'Comprobante de pago' fields (issue 55), one set for the vacation purchase and
 * the invoice: a boleta (named or not) or a factura, each checked as SUNAT would, the named-boleta
 * rule by the sale's total. Forms spread RECEIPT_FIELDS into their schema and refine with
 * `checkReceiptFields`; `receiptBuyerOf` is what travels to the API.
 */
import { z } from 'zod';
import type { Money } from '@kernel/money';
import { buyerMustBeNamed, documentProblem, normalizeDocumentNumber } from '@kernel/tax-ids';
import { namedBoletaRequired, RECEIPT_TEXT } from '@kernel/texts/receipts';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';

const { errors: ERRORS } = RECEIPT_TEXT;
const bounded = (max: number) =>
  z.string().trim().max(max, `Escribe como máximo ${max} caracteres`).optional();

export const RECEIPT_FIELDS = {
  comprobante: z.enum(['boleta', 'factura']).default('boleta'),
  tipoDocumento: z.enum(['DNI', 'CE', 'PASAPORTE']).default('DNI'),
  numeroDocumento: bounded(20),
  nombreComprador: bounded(120),
  ruc: bounded(20),
  razonSocial: bounded(120),
  direccionFiscal: bounded(200),
};
export type ReceiptFields = z.infer<z.ZodObject<typeof RECEIPT_FIELDS>>;

/** Room above the longest field, so the schema reports a text too long instead of a cut one. */
export const RECEIPT_MAX_LENGTH = 240;

type Issue = (path: keyof ReceiptFields, message: string) => void;

function checkFactura(value: ReceiptFields, issue: Issue) {
  const ruc = normalizeDocumentNumber(value.ruc ?? '');
  if (!ruc) issue('ruc', ERRORS.rucMissing);
  else if (documentProblem('RUC', ruc) === 'format') issue('ruc', ERRORS.rucFormat);
  else if (documentProblem('RUC', ruc) === 'check-digit') issue('ruc', ERRORS.rucCheckDigit);
  if (!value.razonSocial) issue('razonSocial', ERRORS.companyName);
  if (!value.direccionFiscal) issue('direccionFiscal', ERRORS.fiscalAddress);
}

function checkBoleta(value: ReceiptFields, issue: Issue, sale: Money) {
  const number = normalizeDocumentNumber(value.numeroDocumento ?? '');
  if (!number) {
    if (buyerMustBeNamed(sale.amount, sale.currency))
      issue('numeroDocumento', namedBoletaRequired(sale.currency));
    return;
  }
  if (documentProblem(value.tipoDocumento, number)) issue('numeroDocumento', ERRORS[value.tipoDocumento]);
  if (!value.nombreComprador) issue('nombreComprador', ERRORS.buyerName);
}

/** `sale`: the total the receipt will carry; null when no Peruvian receipt applies (Mexico): nothing to check. */
export function checkReceiptFields(value: ReceiptFields, context: z.RefinementCtx, sale: Money | null) {
  if (!sale) return;
  const issue: Issue = (path, message) => context.addIssue({ code: 'custom', path: [path], message });
  if (value.comprobante === 'factura') checkFactura(value, issue);
  else checkBoleta(value, issue, sale);
}

export function receiptBuyerOf(value: ReceiptFields): ReceiptBuyer {
  if (value.comprobante === 'factura')
    return {
      kind: 'factura',
      document_type: 'RUC',
      document_number: normalizeDocumentNumber(value.ruc ?? ''),
      name: value.razonSocial ?? null,
      address: value.direccionFiscal ?? null,
    };
  const number = normalizeDocumentNumber(value.numeroDocumento ?? '');
  return number
    ? {
        kind: 'boleta',
        document_type: value.tipoDocumento,
        document_number: number,
        name: value.nombreComprador ?? null,
        address: null,
      }
    : { kind: 'boleta', document_type: null, document_number: null, name: null, address: null };
}
