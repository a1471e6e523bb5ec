import { formatMoney } from '@kernel/money';
import type { Sale } from '../sales/sale';
import type { UserData } from '../upstream/schemas/auth';
import type { ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { dateTimeInZone } from './format';
import { invoiceAmounts, referralLine } from './invoice-view';
import { invoiceMethodText, vacationMethodText } from './purchase-rows';
import {
  receiptStatusView,
  validDocument,
  type DocumentFamily,
  type SaleReceiptFields,
} from './receipt-status';
import type { ReceiptView } from './views';

/**
 * What a sale's PDF prints (issues 55 and 75): the valid boleta or factura the API issued (its
 * reissue, when the OSE rejected the first), or, for a sale whose receipt is the provider's (a
 * subscription) or an older answer, the payment provider's receipt.
 */
export type ReceiptDownload =
  | { kind: 'electronic'; document: ElectronicDocument }
  | { kind: 'payment'; view: ReceiptView };

/** Null while nothing valid can be downloaded: unpaid, in process, or rejected and not reissued yet. */
function downloadOf(sale: SaleReceiptFields, payment: () => ReceiptView): ReceiptDownload | null {
  if (!receiptStatusView(sale)?.download) return null;
  const document = validDocument(sale.documents);
  return document ? { kind: 'electronic', document } : { kind: 'payment', view: payment() };
}

/**
 * A sale's valid boleta or factura, or its valid nota de crédito: what its PDF, XML and CDR are
 * of. Null when there is none (not issued, in process, rejected).
 */
export function saleDocument(sale: Sale, family: DocumentFamily): ElectronicDocument | null {
  const source = sale.source.kind === 'invoice' ? sale.source.invoice : sale.source.purchase;
  if (family === 'receipt' && !receiptStatusView(source)?.files) return null;
  return validDocument(sale.documents, family);
}

type Payer = Pick<UserData, 'firstName' | 'lastName' | 'email'>;

const payerName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`.trim();

/** A paid or refunded sale's receipt, either kind; null while nothing can be downloaded. */
export function saleReceipt(sale: Sale, payer: Payer, timeZone: string): ReceiptDownload | null {
  if (sale.source.kind === 'invoice') {
    const { invoice } = sale.source;
    return downloadOf(invoice, () => invoicePaymentReceipt(invoice, payer, timeZone));
  }
  const { purchase } = sale.source;
  return downloadOf(purchase, () => vacationPaymentReceipt(purchase, payer, timeZone));
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
