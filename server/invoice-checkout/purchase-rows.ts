/** "Mis compras" (pure): invoices and vacation purchases in one list, newest first. */
import { formatMoney } from '@kernel/money';
import { INVOICE_STATUS_LABEL, LOCAL_METHOD_LABEL, PAID_WITH_LABEL } from '@kernel/texts/checkout';
import { isWalletName, WALLET_LABEL } from '@kernel/texts/wallet';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { dateInZone } from './format';
import { invoiceItemsText } from './invoice-text';
import { localPaymentView } from './invoice-view';
import { receiptStatusView } from './receipt-status';
import { salePath } from '../sales/sale-path';
import { refundRowParts } from '../refunds/refund-row';
import { invoiceSale, vacationSale } from '../sales/sale-ref';
import type { InvoiceStatusLabel, PurchaseRowView } from './views';

export const VACATION_STATUS_LABEL: Record<ListedPurchase['status'], InvoiceStatusLabel> = {
  pending: 'pendiente de pago',
  paid: 'pagado',
  denied: 'denegado',
  refunded: 'reembolsado',
};

/** Null while nothing paid it. */
export function invoiceMethodText(invoice: Pick<Invoice, 'payment_method' | 'local_payment'>): string | null {
  if (invoice.payment_method === 'local' || (!invoice.payment_method && invoice.local_payment))
    return invoice.local_payment ? LOCAL_METHOD_LABEL[invoice.local_payment.method] : PAID_WITH_LABEL.local;
  return invoice.payment_method ? PAID_WITH_LABEL[invoice.payment_method] : null;
}

export function vacationMethodText(purchase: Pick<ListedPurchase, 'card' | 'brand'>): string | null {
  if (!purchase.card) return null;
  // Paid with Yape or Plin: the card is the wallet's masked phone (decision 085).
  if (isWalletName(purchase.brand)) return `${WALLET_LABEL[purchase.brand]} ${purchase.card}`;
  return [PAID_WITH_LABEL.card, purchase.brand?.toUpperCase(), purchase.card].filter(Boolean).join(' ');
}

interface DatedRow {
  at: number;
  row: PurchaseRowView;
}

function invoiceRow(invoice: Invoice, timeZone: string): DatedRow {
  const id = String(invoice.invoice_id);
  const receipt = receiptStatusView(invoice, invoice.status === 'paid');
  const pendingCode =
    invoice.status === 'open' && invoice.local_payment?.status === 'pending' ? invoice.local_payment : null;
  return {
    at: Date.parse(invoice.created_at),
    row: {
      kind: 'invoice',
      id,
      number: invoice.number,
      childName: invoice.student.first_name,
      items: invoiceItemsText(invoice),
      amount: formatMoney(invoice.total, invoice.currency),
      currency: invoice.currency,
      method: invoiceMethodText(invoice),
      statusLabel: INVOICE_STATUS_LABEL[invoice.status],
      date: dateInZone(invoice.created_at, timeZone),
      href: salePath(invoiceSale(invoice.invoice_id)),
      receiptHref: receipt?.download ? salePath(invoiceSale(invoice.invoice_id), 'recibo.pdf') : null,
      receipt,
      localPayment: pendingCode ? localPaymentView(pendingCode, timeZone) : null,
      ...refundRowParts(invoiceSale(invoice.invoice_id), invoice),
    },
  };
}

function vacationRow(purchase: ListedPurchase, timeZone: string): DatedRow {
  const receipt = receiptStatusView(purchase, purchase.status === 'paid');
  return {
    at: Date.parse(purchase.created_at),
    row: {
      kind: 'vacation',
      id: purchase.purchase_id,
      number: purchase.purchase_id,
      childName: purchase.student?.first_name ?? null,
      items: purchase.description,
      amount: formatMoney(purchase.amount, purchase.currency),
      currency: purchase.currency,
      method: vacationMethodText(purchase),
      statusLabel: VACATION_STATUS_LABEL[purchase.status],
      date: dateInZone(purchase.created_at, timeZone),
      href: null,
      receiptHref: receipt?.download ? salePath(vacationSale(purchase.purchase_id), 'recibo.pdf') : null,
      receipt,
      localPayment: null,
      ...refundRowParts(vacationSale(purchase.purchase_id), purchase),
    },
  };
}

export function purchaseRows(
  invoices: Invoice[],
  purchases: ListedPurchase[],
  timeZone: string,
): PurchaseRowView[] {
  return [
    ...invoices.map((invoice) => invoiceRow(invoice, timeZone)),
    ...purchases.map((purchase) => vacationRow(purchase, timeZone)),
  ]
    .sort((a, b) => b.at - a.at)
    .map((dated) => dated.row);
}
