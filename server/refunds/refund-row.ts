/**
 * What Mis compras shows of a sale's refund (pure), either kind: the link to ask for it while the
 * API allows it, or the nota de crédito once refunded.
 */
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import { documentFileLinks, validDocument, type DocumentFileLinks } from '../invoice-checkout/receipt-status';
import type { Sale } from '../sales/sale';
import { salePath } from '../sales/sale-path';

/** The sale may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(sale: Pick<Sale, 'status' | 'refund'>, now = Date.now()): boolean {
  const until = sale.refund?.refundable_until;
  return sale.status === 'paid' && !!until && Date.parse(until) > now;
}

export interface CreditNoteLink {
  number: string;
  href: string;
  /** Its XML and the OSE's CDR (decision 106). */
  files: DocumentFileLinks | null;
}

/** The valid nota de crédito of a refunded sale, by its serie-número, its PDF, XML and CDR. */
export function creditNoteOf(sale: Pick<Sale, 'ref' | 'documents'>): CreditNoteLink | null {
  const note = validDocument(sale.documents, 'credit-note');
  return note
    ? {
        number: documentNumber(note),
        href: salePath(sale.ref, 'nota-de-credito.pdf'),
        files: documentFileLinks(sale.ref, 'credit-note', true),
      }
    : null;
}

export const refundRowParts = (sale: Sale) => ({
  refundHref: refundableNow(sale) ? salePath(sale.ref, 'reembolso') : null,
  creditNote: creditNoteOf(sale),
});
