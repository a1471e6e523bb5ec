/** "Mis compras" (pure): pedidos and vacation purchases in one list, newest first, each row a sale's. */
import { SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { creditNoteOf, refundableNow } from '../sales/refund';
import { invoiceAsSale, purchaseAsSale } from '../sales/adapters';
import { saleFacts, type Sale } from '../sales/sale';
import { salePath } from '../sales/sale-path';
import { formatDateInZone } from '@kernel/dates';
import { localPaymentView } from './invoice-view';
import { receiptLinks } from './receipt-status';
import type { PurchaseRowView } from './views';

export function saleRow(sale: Sale, timeZone: string) {
  const { invoice } = sale;
  // A pedido's cash or transfer code still to be paid is shown with it; a vacation purchase has none.
  const pendingCode =
    invoice?.status === 'open' && invoice.local_payment?.status === 'pending' ? invoice.local_payment : null;
  return {
    ...saleFacts(sale),
    currency: sale.currency,
    date: formatDateInZone(sale.createdAt, timeZone),
    // A pedido has a page of its own; a vacation purchase is read here and on its result screen.
    href: invoice ? salePath(sale.ref) : null,
    ...receiptLinks(sale),
    localPayment: pendingCode ? localPaymentView(pendingCode, timeZone) : null,
    refundHref: refundableNow(sale) ? salePath(sale.ref, 'reembolso') : null,
    creditNote: creditNoteOf(sale),
  };
}

export function purchaseRows(invoices: Invoice[], purchases: ListedPurchase[], timeZone: string) {
  return [...invoices.map(invoiceAsSale), ...purchases.map(purchaseAsSale)]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((sale) => saleRow(sale, timeZone));
}

/** Waiting on the OSE or on the refund's nota de crédito: a row that can change without the family. */
export function settling(row: PurchaseRowView): boolean {
  const receiptPending = row.receipt?.tone === 'pending';
  const refundPending = row.statusLabel === SALE_STATUS_LABEL.refunded && !row.creditNote;
  return receiptPending || refundPending;
}

/** Mis compras' live part (issue 77): the rows still settling, as the page shows them. */
export function purchaseStates(rows: readonly PurchaseRowView[]) {
  return rows.filter(settling).map((row) => ({
    // The row, as the page keys it.
    row: `${row.kind}-${row.id}`,
    statusLabel: row.statusLabel,
    receipt: row.receipt?.status ?? null,
    creditNote: row.creditNote?.number ?? null,
  }));
}
