/**
 * The pedido's receipt buyer (issue 55): the sale the form's rules check it against (the API's
 * total, never the form's), the saved buyer as the form's defaults, and saving it through the API,
 * whose refusal by field comes back beside the form's own fields.
 */
import { z } from 'zod';
import type { Money } from '@kernel/money';
import { issuesPeruvianReceipt } from '@kernel/tax-ids';
import { loadSale } from '../sales/adapters';
import { readPayment } from '../sales/ledger';
import { withSaleLock } from '../sales/lock';
import { asRecorded, requireOpen } from '../sales/rules';
import { invoiceSale } from '../sales/sale-ref';
import { UpstreamError } from '../upstream/errors';
import { setReceiptBuyer } from '../upstream/invoices';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import type { Invoice } from '../upstream/schemas/invoices';
import type { ReceiptFields } from '../validation/receipt-buyer';

/** Null when no Peruvian receipt applies (a Mexican pedido): nothing to choose or check. */
export function receiptSale(
  invoice: Pick<Invoice, 'country' | 'electronic_receipt' | 'total' | 'currency'>,
): Money | null {
  if (!issuesPeruvianReceipt(invoice.country) || invoice.electronic_receipt === false) return null;
  return { amount: invoice.total, currency: invoice.currency };
}

/** The form as the saved buyer fills it; a boleta, the default, when none was saved. */
export function receiptFieldsOf(buyer: ReceiptBuyer | null | undefined): Partial<ReceiptFields> {
  if (!buyer) return { comprobante: 'boleta', tipoDocumento: 'DNI' };
  if (buyer.kind === 'factura')
    return {
      comprobante: 'factura',
      ruc: buyer.document_number ?? undefined,
      razonSocial: buyer.name ?? undefined,
      direccionFiscal: buyer.address ?? undefined,
    };
  const type = buyer.document_type;
  return {
    comprobante: 'boleta',
    tipoDocumento: type && type !== 'RUC' ? type : 'DNI',
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
    'receipt_buyer.document_type': 'ruc',
    'receipt_buyer.document_number': 'ruc',
    'receipt_buyer.name': 'razonSocial',
    'receipt_buyer.address': 'direccionFiscal',
  },
};

const RefusalSchema = z.record(z.string(), z.array(z.string()));

/** The API's first message for each field; anything else about the buyer goes beside the choice. */
function fieldErrorsOf(kind: ReceiptBuyer['kind'], body: unknown): ReceiptFieldErrors | null {
  const refusal = RefusalSchema.safeParse(body);
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
  const ref = invoiceSale(invoiceId);
  return withSaleLock(ref, async () => {
    const [sale, recorded] = await Promise.all([loadSale(bearer, ref), readPayment(ref, ownerId)]);
    requireOpen(asRecorded(sale, recorded));
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
