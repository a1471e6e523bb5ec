/**
 * The checkout part of resetDatabase(): discount codes, the invoices the API already holds, their
 * receipts, and what the provider received for each paid one (the payments ledger, issue 74).
 */
import { discountCodes } from '../../fixtures/discount-codes';
import { invoices, type InvoiceFixture } from '../../fixtures/invoices';
import { MOCK_BUSINESS_SETTINGS } from '../config/business-settings';
import { keepForeignSales } from '../receipts/sale-receipt';
import { priceItem } from '../checkout/catalogue';
import { invoiceParts } from '../checkout/invoice-records';
import { invoiceSaleOf, recordReceived } from '../checkout/sales';
import { issueInvoiceReceipt } from '../receipts/invoice-receipt';
import { db } from './index';

type InvoiceRecord = ReturnType<typeof db.invoice.create>;
type IssueReceipt = (record: InvoiceRecord, parts: ReturnType<typeof invoiceParts>) => unknown;

/**
 * One invoice the API already holds, priced from the catalogue; paid, with its receipt (issued
 * by `issue`) and what the provider received for it.
 */
export function seedInvoice(
  { items, ...invoice }: InvoiceFixture,
  issue: IssueReceipt = issueInvoiceReceipt,
) {
  const record = db.invoice.create(invoice);
  items.forEach((ref, position) => {
    const priced = priceItem(ref, invoice.currency);
    if (!priced.ok)
      throw new Error(`fixtures: invoice ${invoice.id} sells ${ref.product_id}: ${priced.message}`);
    db.invoiceItem.create({
      id: `${invoice.id}:${position}`,
      invoiceId: invoice.id,
      position,
      ...priced.item,
    });
  });
  if (record.status !== 'paid') return record;
  // A paid pedido already has its receipt, issued when it was paid, wherever the family is.
  const parts = invoiceParts(record);
  issue(record, parts);
  recordReceived(invoiceSaleOf(record), {
    method: record.paymentMethod ?? 'card',
    amount: parts.totals.total,
    reference: record.paymentReference ?? String(record.id),
    at: record.paidAt ?? undefined,
  });
  return record;
}

export function seedCheckout(): void {
  for (const code of discountCodes) db.discountCode.create({ ...code });
  for (const invoice of invoices) {
    // Opened, as the app opens a sale in mock mode, under mock mode's foreign-sales rule.
    keepForeignSales(
      { invoiceId: invoice.id, purchaseId: null },
      MOCK_BUSINESS_SETTINGS.FOREIGN_SALES_TAX_TREATMENT,
    );
    seedInvoice(invoice);
  }
}
