/** A pedido's refund as the pages show it (pure): whether it may be asked for, until when, and the nota. */
import { formatMoney } from '@kernel/money';
import { INVOICE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { Invoice } from '../upstream/schemas/invoices';
import { dateTimeInZone } from '../invoice-checkout/format';
import { invoiceItemsText } from '../invoice-checkout/invoice-text';
import { invoiceMethodText } from '../invoice-checkout/purchase-rows';
import { creditNoteOf, refundableNow } from './refund-row';

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
