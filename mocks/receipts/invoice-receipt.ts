/**
 * A pedido's electronic receipt in the simulated API (issues 55 and 75): the buyer the family
 * chose before paying, the boleta or factura issued once it is paid (wherever the family is), what
 * its answer carries, and the refusal of a payment start for a pedido above the named-boleta
 * amount whose buyer is nobody.
 */
import type { Invoice } from '../../server/upstream/schemas/invoices';
import type { invoiceParts, InvoiceRecord } from '../checkout/invoice-records';
import { round2 } from '../checkout/round';
import { badRequest } from '../http/api-answers';
import { checkReceiptBuyer } from './buyer-rules';
import { documentsOf, issueReceipt } from './issue';
import { ANONYMOUS_BOLETA, receiptBuyerOf } from './sale-receipt';

type Parts = ReturnType<typeof invoiceParts>;

const ownerOf = (invoice: Pick<InvoiceRecord, 'id' | 'userId'>) => ({
  userId: invoice.userId,
  invoiceId: invoice.id,
  purchaseId: null,
});

/** Issuing twice answers the first (or the reissue that replaced it). */
export function issueInvoiceReceipt(invoice: InvoiceRecord, { items, referral, totals }: Parts) {
  return issueReceipt(ownerOf(invoice), {
    buyer: receiptBuyerOf(ownerOf(invoice)) ?? ANONYMOUS_BOLETA,
    currency: invoice.currency,
    country: invoice.country,
    lines: items.map((item) => ({ description: item.name, amount: item.amount })),
    discount: round2(totals.discount + (referral?.amount ?? 0)),
    total: totals.total,
    issuedAt: invoice.paidAt ?? undefined,
  });
}

export function invoiceReceiptFields(
  invoice: InvoiceRecord,
): Pick<Invoice, 'receipt_buyer' | 'electronic_receipt' | 'documents'> {
  return {
    receipt_buyer: receiptBuyerOf(ownerOf(invoice)),
    electronic_receipt: true,
    documents: documentsOf(ownerOf(invoice)),
  };
}

/**
 * SUNAT's named boleta, checked where the charge is made: a 400 when the pedido's total needs a
 * named buyer and none was saved; null when it may be charged.
 */
export function unnamedBuyerRefusal(invoice: InvoiceRecord, total: number): Response | null {
  const saved = receiptBuyerOf(ownerOf(invoice));
  const check = checkReceiptBuyer(saved, { amount: total, currency: invoice.currency }, invoice.country);
  return check.ok ? null : badRequest(check.errors);
}
