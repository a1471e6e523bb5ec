/**
 * What Mis compras shows of a sale's refund (pure), a pedido's or a vacation purchase's: the link
 * to ask for it, or the nota once refunded.
 */
import { documentNumber, type ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import type { SaleRef } from '../sales/sale-ref';
import type { RefundOffer } from '../upstream/schemas/refunds';
import { salePath } from '../sales/sale-path';

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
}

/** The nota de crédito of a refunded sale, by its serie-número, and its PDF. */
export function creditNoteOf(
  sale: SaleRef,
  documents: ElectronicDocument[] | undefined,
): CreditNoteLink | null {
  const note = documents?.find((document) => document.type === 'nota_credito');
  return note ? { number: documentNumber(note), href: salePath(sale, 'nota-de-credito.pdf') } : null;
}

export function refundRowParts(sale: SaleRef, listed: SaleRefundFields) {
  return {
    refundHref: refundableNow(listed) ? salePath(sale, 'reembolso') : null,
    creditNote: creditNoteOf(sale, listed.documents),
  };
}
