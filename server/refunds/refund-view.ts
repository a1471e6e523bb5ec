/** A pedido's refund as the pages show it (pure): whether it may be asked for, until when, and the nota. */
import { formatMoney } from '@kernel/money';
import { INVOICE_STATUS_LABEL } from '@kernel/texts/checkout';
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import type { Invoice } from '../upstream/schemas/invoices';
import { dateTimeInZone } from '../invoice-checkout/format';
import { invoiceItemsText } from '../invoice-checkout/invoice-text';
import { invoiceMethodText } from '../invoice-checkout/purchase-rows';
import { PURCHASES_PATH } from '../invoice-checkout/urls';

export const refundHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}/reembolso`;
export const creditNoteHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}/nota-de-credito.pdf`;

/** The pedido may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(invoice: Pick<Invoice, 'status' | 'refund'>, now = Date.now()): boolean {
  const until = invoice.refund?.refundable_until;
  return invoice.status === 'paid' && !!until && Date.parse(until) > now;
}

/** The nota de crédito of a refunded pedido, as Mis compras and the refund page name it. */
export function creditNoteOf(invoice: Pick<Invoice, 'invoice_id' | 'documents'>) {
  const note = invoice.documents?.find((document) => document.type === 'nota_credito');
  return note ? { number: documentNumber(note), href: creditNoteHref(invoice.invoice_id) } : null;
}

export function refundPageView(invoice: Invoice, timeZone: string) {
  const until = invoice.refund?.refundable_until ?? null;
  return {
    invoiceId: invoice.invoice_id,
    number: invoice.number,
    childName: invoice.student.first_name,
    items: invoiceItemsText(invoice),
    amount: formatMoney(invoice.total, invoice.currency),
    method: invoiceMethodText(invoice),
    statusLabel: INVOICE_STATUS_LABEL[invoice.status],
    policy: invoice.refund?.policy ?? null,
    until: until ? dateTimeInZone(until, timeZone) : null,
    refundable: refundableNow(invoice),
    refunded: invoice.status === 'refunded',
    creditNote: creditNoteOf(invoice),
  };
}
export type RefundPageView = ReturnType<typeof refundPageView>;
