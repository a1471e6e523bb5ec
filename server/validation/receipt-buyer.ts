/**
 * The checkout's 'Comprobante de pago' fields (issues 55 and 75), one set for the vacation purchase
 * and the invoice: a boleta (named or not) or a factura, each checked as SUNAT would, the named-
 * boleta rule by the sale's total (S/ 700, or its dollars at the day's rate), a buyer abroad also
 * by their own documents. Forms spread RECEIPT_FIELDS into their schema and refine with
 * `checkReceiptFields`; `receiptBuyerOf` is what travels to the API.
 */
import { z } from 'zod';
import type { Currency, Money } from '@kernel/money';
import {
  boletaDocuments,
  buyerMustBeNamed,
  documentProblem,
  facturaDocuments,
  isDomiciledCountry,
  namedBoletaAbove,
  normalizeDocumentNumber,
} from '@kernel/tax-ids';
import { namedBoletaRequired, RECEIPT_TEXT } from '@kernel/texts/receipts';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';

const { errors: ERRORS } = RECEIPT_TEXT;
const bounded = (max: number) =>
  z.string().trim().max(max, `Escribe como máximo ${max} caracteres`).optional();

export const BOLETA_DOCUMENT_TYPES = ['DNI', 'CE', 'PASAPORTE', 'ID_EXTRANJERO'] as const;
export const FACTURA_DOCUMENT_TYPES = ['RUC', 'TRIBUTARIO_EXTRANJERO'] as const;

export const RECEIPT_FIELDS = {
  comprobante: z.enum(['boleta', 'factura']).default('boleta'),
  tipoDocumento: z.enum(BOLETA_DOCUMENT_TYPES).default('DNI'),
  numeroDocumento: bounded(20),
  nombreComprador: bounded(120),
  tipoDocumentoFactura: z.enum(FACTURA_DOCUMENT_TYPES).default('RUC'),
  ruc: bounded(20),
  razonSocial: bounded(120),
  direccionFiscal: bounded(200),
};
export type ReceiptFields = z.infer<z.ZodObject<typeof RECEIPT_FIELDS>>;

/** Room above the longest field, so the schema reports a text too long instead of a cut one. */
export const RECEIPT_MAX_LENGTH = 240;

/**
 * What a receipt choice is checked against, and what its fieldset shows: the total the receipt
 * will carry, whether the buyer is in Peru, and the amount above which a boleta names its buyer.
 */
export interface ReceiptSale extends Money {
  domiciled: boolean;
  namedAbove: number;
}

export function receiptSaleOf(
  total: { amount: number; currency: Currency },
  country: string,
  usdPenRate: number,
): ReceiptSale {
  return {
    amount: total.amount,
    currency: total.currency,
    domiciled: isDomiciledCountry(country),
    namedAbove: namedBoletaAbove(total.currency, usdPenRate),
  };
}

type Issue = (path: keyof ReceiptFields, message: string) => void;

function checkFactura(value: ReceiptFields, issue: Issue, sale: ReceiptSale) {
  const type = value.tipoDocumentoFactura;
  if (!facturaDocuments(sale.domiciled).includes(type))
    issue('tipoDocumentoFactura', ERRORS.documentTypeAbroad);
  const number = normalizeDocumentNumber(value.ruc ?? '');
  if (!number) issue('ruc', ERRORS.rucMissing);
  else if (type === 'TRIBUTARIO_EXTRANJERO') {
    if (documentProblem(type, number)) issue('ruc', ERRORS.TRIBUTARIO_EXTRANJERO);
  } else if (documentProblem('RUC', number) === 'format') issue('ruc', ERRORS.rucFormat);
  else if (documentProblem('RUC', number) === 'check-digit') issue('ruc', ERRORS.rucCheckDigit);
  if (!value.razonSocial) issue('razonSocial', ERRORS.companyName);
  if (!value.direccionFiscal) issue('direccionFiscal', ERRORS.fiscalAddress);
}

function checkBoleta(value: ReceiptFields, issue: Issue, sale: ReceiptSale) {
  const number = normalizeDocumentNumber(value.numeroDocumento ?? '');
  if (!number) {
    if (buyerMustBeNamed(sale.amount, sale.namedAbove))
      issue('numeroDocumento', namedBoletaRequired({ amount: sale.namedAbove, currency: sale.currency }));
    return;
  }
  if (!boletaDocuments(sale.domiciled).includes(value.tipoDocumento))
    issue('tipoDocumento', ERRORS.documentTypeAbroad);
  else if (documentProblem(value.tipoDocumento, number))
    issue('numeroDocumento', ERRORS[value.tipoDocumento]);
  if (!value.nombreComprador) issue('nombreComprador', ERRORS.buyerName);
}

/** `sale`: the receipt's total and buyer's place; null when no receipt is chosen here: nothing to check. */
export function checkReceiptFields(value: ReceiptFields, context: z.RefinementCtx, sale: ReceiptSale | null) {
  if (!sale) return;
  const issue: Issue = (path, message) => context.addIssue({ code: 'custom', path: [path], message });
  if (value.comprobante === 'factura') checkFactura(value, issue, sale);
  else checkBoleta(value, issue, sale);
}

/**
 * 'Comprobante de pago' refused by field, the names the form uses, for any sale: by our check or
 * by the API's. Read by `procedureFieldErrors` through its cause.
 */
export class ReceiptRefusedError extends Error {
  constructor(readonly issues: z.ZodError) {
    super('receipt fields refused');
    this.name = 'ReceiptRefusedError';
  }
}

export function receiptBuyerOf(value: ReceiptFields): ReceiptBuyer {
  if (value.comprobante === 'factura')
    return {
      kind: 'factura',
      document_type: value.tipoDocumentoFactura,
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
