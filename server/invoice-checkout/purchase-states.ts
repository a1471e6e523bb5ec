/**
 * Mis compras' live part (issue 77): the rows that can still change without the family doing
 * anything — a receipt the OSE has not answered, a refund whose nota de crédito is not out yet —
 * and what each shows of that. The page's loader and its enhancement (app/enhance/live-pedido.ts,
 * over /api/trpc as `compras.states`) read the same answer: one source, and when it differs from
 * what the page was rendered with, the page is rendered again.
 */
import { SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { PurchaseRowView } from './views';

/** Waiting on the OSE or on the refund's nota de crédito. */
export function settling(row: PurchaseRowView): boolean {
  const receiptPending = row.receipt?.tone === 'pending';
  const refundPending = row.statusLabel === SALE_STATUS_LABEL.refunded && !row.creditNote;
  return receiptPending || refundPending;
}

/** Only the rows still settling; empty when nothing on the page can change by itself. */
export function purchaseStates(rows: readonly PurchaseRowView[]) {
  return rows.filter(settling).map((row) => ({
    // The row, as the page keys it.
    row: `${row.kind}-${row.id}`,
    statusLabel: row.statusLabel,
    receipt: row.receipt?.status ?? null,
    creditNote: row.creditNote?.number ?? null,
  }));
}
