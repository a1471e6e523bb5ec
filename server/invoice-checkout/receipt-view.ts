import { formatMoney } from '@kernel/money';
import type { Sale } from '../sales/sale';
import type { UserData } from '../upstream/schemas/auth';
import type { ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { dateTimeInZone } from './format';
import { invoiceAmounts, referralLine } from './invoice-view';
import { invoiceMethodText, vacationMethodText } from './purchase-rows';
import { receiptStatusView, issuedDocument, type SaleReceiptFields } from './receipt-status';
import type { ReceiptView } from './views';

/**
 * What a paid sale's PDF prints (issue 55): the boleta or factura the API issued, or, for a sale
 * without a Peruvian receipt (Mexico) or an older answer, the payment provider's receipt.
 */
export type ReceiptDownload =
  | { kind: 'electronic'; document: ElectronicDocument }
  | { kind: 'payment'; view: ReceiptView };

/** Null while nothing can be downloaded: unpaid, or its receipt still in process. */
function downloadOf(
  sale: SaleReceiptFields,
  paid: boolean,
  payment: () => ReceiptView,
): ReceiptDownload | null {
  if (!receiptStatusView(sale, paid)?.download) return null;
  const document = issuedDocument(sale);
  return document ? { kind: 'electronic', document } : { kind: 'payment', view: payment() };
}

type Payer = Pick<UserData, 'firstName' | 'lastName' | 'email'>;

const payerName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`.trim();

/** A paid sale's receipt, either kind; null while nothing can be downloaded. */
export function saleReceipt(sale: Sale, payer: Payer, timeZone: string): ReceiptDownload | null {
  if (sale.source.kind === 'invoice') {
    const { invoice } = sale.source;
    return downloadOf(invoice, invoice.status === 'paid', () =>
      invoicePaymentReceipt(invoice, payer, timeZone),
    );
  }
  const { purchase } = sale.source;
  return downloadOf(purchase, purchase.status === 'paid', () =>
    vacationPaymentReceipt(purchase, payer, timeZone),
  );
}

function invoicePaymentReceipt(invoice: Invoice, payer: Payer, timeZone: string): ReceiptView {
  const paidAt = invoice.paid_at ?? invoice.created_at;
  return {
    number: invoice.number,
    issuedAt: dateTimeInZone(invoice.created_at, timeZone),
    payerName: payerName(payer),
    payerEmail: payer.email,
    childName: invoice.student.first_name,
    ...invoiceAmounts(invoice),
    referral: referralLine(invoice),
    method: invoiceMethodText(invoice) ?? '',
    reference: invoice.payment_reference ?? invoice.local_payment?.payment_code ?? '',
    paidAt: dateTimeInZone(paidAt, timeZone),
  };
}

function vacationPaymentReceipt(purchase: ListedPurchase, payer: Payer, timeZone: string): ReceiptView {
  const amount = formatMoney(purchase.amount, purchase.currency);
  return {
    number: purchase.purchase_id,
    issuedAt: dateTimeInZone(purchase.created_at, timeZone),
    payerName: payerName(payer),
    payerEmail: payer.email,
    childName: purchase.student?.first_name ?? null,
    items: [{ name: purchase.description, detail: '', amount }],
    subtotal: amount,
    discount: null,
    referral: null,
    total: amount,
    method: vacationMethodText(purchase) ?? '',
    reference: purchase.purchase_id,
    paidAt: dateTimeInZone(purchase.paid_at ?? purchase.created_at, timeZone),
  };
}
