/**
 * The pedido's receipt buyer (issues 55 and 75), wherever the family is: checked against the API's
 * total, never the form's; the saved buyer as the form's defaults; the API's refusal by field.
 */
import { usdPenRate } from '../business/sale-settings';
import { withOpenSale } from '../sales/offers';
import { invoiceSale } from '../sales/sale-ref';
import { UpstreamError } from '../upstream/errors';
import { setReceiptBuyer } from '../upstream/invoices';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import { z } from 'zod';
import { FieldErrorsAnswerSchema } from '../upstream/schemas/sign-up';
import type { Invoice } from '../upstream/schemas/invoices';
import {
  BOLETA_DOCUMENT_TYPES,
  FACTURA_DOCUMENT_TYPES,
  ReceiptRefusedError,
  receiptSaleOf,
  type ReceiptFields,
  type ReceiptSale,
} from '../validation/receipt-buyer';

/** Null only for an answer that says its receipt is the provider's: nothing to choose or check. */
export function receiptSale(
  invoice: Pick<Invoice, 'country' | 'electronic_receipt' | 'total' | 'currency'>,
): ReceiptSale | null {
  if (invoice.electronic_receipt === false) return null;
  return receiptSaleOf({ amount: invoice.total, currency: invoice.currency }, invoice.country, usdPenRate());
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** The form as the saved buyer fills it; a boleta, the default, when none was saved. */
export function receiptFieldsOf(
  buyer: ReceiptBuyer | null | undefined,
  domiciled: boolean,
): Partial<ReceiptFields> {
  const firstDocument = domiciled ? 'DNI' : 'PASAPORTE';
  if (!buyer) return { comprobante: 'boleta', tipoDocumento: firstDocument };
  if (buyer.kind === 'factura')
    return {
      comprobante: 'factura',
      tipoDocumentoFactura: oneOf(FACTURA_DOCUMENT_TYPES, buyer.document_type) ?? 'RUC',
      ruc: buyer.document_number ?? undefined,
      razonSocial: buyer.name ?? undefined,
      direccionFiscal: buyer.address ?? undefined,
    };
  return {
    comprobante: 'boleta',
    tipoDocumento: oneOf(BOLETA_DOCUMENT_TYPES, buyer.document_type) ?? firstDocument,
    numeroDocumento: buyer.document_number ?? undefined,
    nombreComprador: buyer.name ?? undefined,
  };
}

const FORM_FIELD: Record<ReceiptBuyer['kind'], Record<string, keyof ReceiptFields>> = {
  boleta: {
    'receipt_buyer.document_type': 'tipoDocumento',
    'receipt_buyer.document_number': 'numeroDocumento',
    'receipt_buyer.name': 'nombreComprador',
  },
  factura: {
    'receipt_buyer.document_type': 'tipoDocumentoFactura',
    'receipt_buyer.document_number': 'ruc',
    'receipt_buyer.name': 'razonSocial',
    'receipt_buyer.address': 'direccionFiscal',
  },
};

/** The API's refusal by field, as our own check refuses; anything else about the buyer beside the choice. */
function refusedByField(kind: ReceiptBuyer['kind'], error: unknown): ReceiptRefusedError | null {
  if (!(error instanceof UpstreamError) || error.kind !== 'bad-request') return null;
  const refusal = FieldErrorsAnswerSchema.safeParse(error.body);
  if (!refusal.success) return null;
  const issues = Object.entries(refusal.data).flatMap(([field, [message]]) => {
    const path = [FORM_FIELD[kind][field] ?? 'comprobante'];
    return message ? [{ code: 'custom' as const, path, message, input: undefined }] : [];
  });
  // ZodRealError is an Error, which tRPC keeps as the cause; a plain ZodError it would wrap.
  return issues.length > 0 ? new ReceiptRefusedError(new z.ZodRealError(issues)) : null;
}

/** Under the sale's lock: a pedido paid or closed meanwhile is refused as every action on it is. */
export function saveReceiptBuyer(bearer: string, ownerId: number, invoiceId: number, buyer: ReceiptBuyer) {
  return withOpenSale(bearer, ownerId, invoiceSale(invoiceId), async () => {
    try {
      await setReceiptBuyer(bearer, invoiceId, { receipt_buyer: buyer });
    } catch (error) {
      throw refusedByField(buyer.kind, error) ?? error;
    }
  });
}
