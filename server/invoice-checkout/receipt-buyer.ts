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
import { FieldErrorsAnswerSchema } from '../upstream/schemas/sign-up';
import type { Invoice } from '../upstream/schemas/invoices';
import {
  BOLETA_DOCUMENT_TYPES,
  FACTURA_DOCUMENT_TYPES,
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

export type ReceiptFieldErrors = Partial<Record<keyof ReceiptFields, string>>;

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

/** The API's first message for each field; anything else about the buyer goes beside the choice. */
function fieldErrorsOf(kind: ReceiptBuyer['kind'], body: unknown): ReceiptFieldErrors | null {
  const refusal = FieldErrorsAnswerSchema.safeParse(body);
  if (!refusal.success) return null;
  const errors: ReceiptFieldErrors = {};
  for (const [field, [message]] of Object.entries(refusal.data)) {
    if (message) errors[FORM_FIELD[kind][field] ?? 'comprobante'] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export type SaveBuyerResult = { status: 'saved' } | { status: 'refused'; fieldErrors: ReceiptFieldErrors };

/** Under the sale's lock: a pedido paid or closed meanwhile is refused as every action on it is. */
export function saveReceiptBuyer(
  bearer: string,
  ownerId: number,
  invoiceId: number,
  buyer: ReceiptBuyer,
): Promise<SaveBuyerResult> {
  return withOpenSale(bearer, ownerId, invoiceSale(invoiceId), async () => {
    try {
      await setReceiptBuyer(bearer, invoiceId, { receipt_buyer: buyer });
      return { status: 'saved' };
    } catch (error) {
      const fieldErrors =
        error instanceof UpstreamError && error.kind === 'bad-request'
          ? fieldErrorsOf(buyer.kind, error.body)
          : null;
      if (fieldErrors) return { status: 'refused', fieldErrors };
      throw error;
    }
  });
}
