/**
 * The checkout part of resetDatabase(): discount codes, the invoices the API already holds, their
 * receipts, and what the provider received for each paid one (the payments ledger, issue 74).
 */
import { discountCodes } from '../../fixtures/discount-codes';
import { invoices } from '../../fixtures/invoices';
import { priceItem } from '../checkout/catalogue';
import { invoiceParts } from '../checkout/invoice-records';
import { recordReceived } from '../checkout/money';
import { invoiceSaleOf } from '../checkout/sales';
import { issueInvoiceReceipt } from '../receipts/invoice-receipt';
import { db } from './index';

export function seedCheckout(): void {
  for (const code of discountCodes) db.discountCode.create({ ...code });
  for (const { items, ...invoice } of invoices) {
    const record = db.invoice.create({ ...invoice, receiptEmailId: null });
    items.forEach((ref, position) => {
      const priced = priceItem(ref, invoice.currency);
      if (!priced.ok)
        throw new Error(`fixtures/invoices.ts: ${invoice.id} sells ${ref.product_id}: ${priced.message}`);
      db.invoiceItem.create({
        id: `${invoice.id}:${position}`,
        invoiceId: invoice.id,
        position,
        ...priced.item,
      });
    });
    if (record.status !== 'paid') continue;
    // A paid pedido already has its receipt, issued when it was paid (none for Mexico's).
    const parts = invoiceParts(record);
    issueInvoiceReceipt(record, parts);
    recordReceived(invoiceSaleOf(record), {
      method: record.paymentMethod ?? 'card',
      amount: parts.totals.total,
      reference: record.paymentReference ?? String(record.id),
      at: record.paidAt ?? undefined,
    });
  }
}
