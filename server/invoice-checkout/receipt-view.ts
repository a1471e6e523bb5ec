import { formatMoney } from '@kernel/money';
import type { Sale } from '../sales/sale';
import type { UserData } from '../upstream/schemas/auth';
import type { ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import { formatDateTimeInZone } from '@kernel/dates';
import { invoiceAmounts } from './invoice-view';
import { saleDocument, type DocumentFamily } from './receipt-status';

/**
 * What a sale's PDF prints (issues 55 and 75): the valid boleta or factura the API issued, or for a
 * subscription or an older answer the payment provider's receipt. A nota is only ever the API's.
 */
export type ReceiptDownload =
  | { kind: 'electronic'; document: ElectronicDocument }
  | { kind: 'payment'; view: ReceiptView };

export type ReceiptView = ReturnType<typeof paymentReceipt>;

type Payer = Pick<UserData, 'firstName' | 'lastName' | 'email'>;

/** A paid or refunded sale's receipt, or a refunded one's nota; null while none valid can be downloaded. */
export function saleReceipt(
  sale: Sale,
  payer: Payer,
  timeZone: string,
  family: DocumentFamily = 'receipt',
): ReceiptDownload | null {
  const document = saleDocument(sale, family);
  if (document) return { kind: 'electronic', document };
  if (family === 'credit-note' || !sale.receipt?.download) return null;
  return { kind: 'payment', view: paymentReceipt(sale, payer, timeZone) };
}

/** The payment provider's receipt: the sale's facts, a pedido's lines and codes, a purchase's one line. */
export function paymentReceipt(sale: Sale, payer: Payer, timeZone: string) {
  const facts = {
    number: sale.number,
    issuedAt: formatDateTimeInZone(sale.createdAt, timeZone),
    payerName: `${payer.firstName} ${payer.lastName}`.trim(),
    payerEmail: payer.email,
    childName: sale.child?.firstName ?? null,
    method: sale.method ?? '',
    paidAt: formatDateTimeInZone(sale.paidAt ?? sale.createdAt, timeZone),
  };
  const { invoice } = sale;
  if (invoice)
    return {
      ...facts,
      ...invoiceAmounts(invoice),
      reference: invoice.payment_reference ?? invoice.local_payment?.payment_code ?? '',
    };
  const amount = formatMoney(sale.total, sale.currency);
  return {
    ...facts,
    items: [{ name: sale.description, detail: '', amount }],
    subtotal: amount,
    discount: null,
    referral: null,
    total: amount,
    reference: sale.number,
  };
}
