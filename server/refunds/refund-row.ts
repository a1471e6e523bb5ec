/**
 * What Mis compras shows of a sale's refund (pure), a pedido's or a vacation purchase's: the link
 * to ask for it, or the nota once refunded.
 */
import { documentNumber, type ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import { validDocument } from '../invoice-checkout/receipt-status';
import { documentFileLinks, type DocumentFileLinks } from '../invoice-checkout/receipt-links';
import type { SaleRef } from '../sales/sale-ref';
import type { RefundOffer } from '../upstream/schemas/refunds';
import { PURCHASES_PATH } from '../invoice-checkout/urls';

/** A sale as its pages are addressed: a pedido by its number, a vacation purchase under 'vacaciones'. */
const saleBase = (sale: SaleRef) =>
  sale.kind === 'invoice'
    ? `${PURCHASES_PATH}/${sale.id}`
    : `${PURCHASES_PATH}/vacaciones/${encodeURIComponent(sale.id)}`;

export const refundHref = (sale: SaleRef) => `${saleBase(sale)}/reembolso`;
export const creditNoteHref = (sale: SaleRef) => `${saleBase(sale)}/nota-de-credito.pdf`;

/** What a pedido and a listed vacation purchase both carry about a refund. */
export interface SaleRefundFields {
  status: string;
  refund?: RefundOffer | null;
  documents?: ElectronicDocument[];
}

/** The sale may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(sale: SaleRefundFields, now = Date.now()): boolean {
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
export function creditNoteOf(
  sale: SaleRef,
  documents: ElectronicDocument[] | undefined,
): CreditNoteLink | null {
  const note = validDocument(documents, 'credit-note');
  return note
    ? {
        number: documentNumber(note),
        href: creditNoteHref(sale),
        files: documentFileLinks(sale, 'credit-note', true),
      }
    : null;
}

export function refundRowParts(sale: SaleRef, listed: SaleRefundFields) {
  return {
    refundHref: refundableNow(listed) ? refundHref(sale) : null,
    creditNote: creditNoteOf(sale, listed.documents),
  };
}
