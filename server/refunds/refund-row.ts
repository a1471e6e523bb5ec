/** What Mis compras shows of a pedido's refund (pure): the link to ask for it, or the nota once refunded. */
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import type { Invoice } from '../upstream/schemas/invoices';
import { PURCHASES_PATH } from '../invoice-checkout/urls';

export const refundHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}/reembolso`;
export const creditNoteHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}/nota-de-credito.pdf`;

/** The pedido may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(invoice: Pick<Invoice, 'status' | 'refund'>, now = Date.now()): boolean {
  const until = invoice.refund?.refundable_until;
  return invoice.status === 'paid' && !!until && Date.parse(until) > now;
}

export interface CreditNoteLink {
  number: string;
  href: string;
}

/** The nota de crédito of a refunded pedido, by its serie-número, and its PDF. */
export function creditNoteOf(invoice: Pick<Invoice, 'invoice_id' | 'documents'>): CreditNoteLink | null {
  const note = invoice.documents?.find((document) => document.type === 'nota_credito');
  return note ? { number: documentNumber(note), href: creditNoteHref(invoice.invoice_id) } : null;
}

export const refundRowParts = (invoice: Invoice) => ({
  refundHref: refundableNow(invoice) ? refundHref(invoice.invoice_id) : null,
  creditNote: creditNoteOf(invoice),
});
