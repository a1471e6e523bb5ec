/**
 * A sale's refund as Mis compras and its page show it (pure), either kind: the link to ask for it
 * while the API allows it, until when, and the nota de crédito once refunded.
 */
import { formatDateTimeInZone } from '@kernel/dates';
import { documentFileLinks, saleDocument } from '../invoice-checkout/receipt-status';
import { saleFacts, type Sale } from '../sales/sale';
import { salePath } from '../sales/sale-path';
import { documentNumber } from '../upstream/schemas/electronic-receipts';

/** The sale may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(sale: Pick<Sale, 'status' | 'refund'>): boolean {
  const until = sale.refund?.refundable_until;
  return sale.status === 'paid' && !!until && Date.parse(until) > Date.now();
}

/** The valid nota de crédito of a refunded sale, by its serie-número, its PDF, XML and CDR (decision 106). */
export function creditNoteOf(sale: Pick<Sale, 'ref' | 'documents'>) {
  const note = saleDocument(sale, 'credit-note');
  return note
    ? {
        number: documentNumber(note),
        href: salePath(sale.ref, 'nota-de-credito.pdf'),
        files: documentFileLinks(sale.ref, 'credit-note', true),
      }
    : null;
}

export function refundPageView(sale: Sale, timeZone: string) {
  const until = sale.refund?.refundable_until ?? null;
  return {
    ...saleFacts(sale),
    policy: sale.refund?.policy ?? null,
    until: until ? formatDateTimeInZone(until, timeZone) : null,
    refundable: refundableNow(sale),
    refunded: sale.status === 'refunded',
    creditNote: creditNoteOf(sale),
  };
}

export type RefundPageView = ReturnType<typeof refundPageView>;
