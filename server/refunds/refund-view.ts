/** A sale's refund as the page shows it (pure), either kind: whether it may be asked for, until when, and the nota. */
import { formatMoney } from '@kernel/money';
import { INVOICE_STATUS_LABEL } from '@kernel/texts/checkout';
import { dateTimeInZone } from '../invoice-checkout/format';
import { invoiceItemsText } from '../invoice-checkout/invoice-text';
import {
  invoiceMethodText,
  VACATION_STATUS_LABEL,
  vacationMethodText,
} from '../invoice-checkout/purchase-rows';
import type { Sale } from '../sales/sale';
import { creditNoteOf, refundableNow } from './refund-row';

function factsOf(sale: Sale) {
  if (sale.source.kind === 'invoice') {
    const { invoice } = sale.source;
    return {
      childName: invoice.student.first_name,
      items: invoiceItemsText(invoice),
      method: invoiceMethodText(invoice),
      statusLabel: INVOICE_STATUS_LABEL[invoice.status],
    };
  }
  const { purchase } = sale.source;
  return {
    childName: purchase.student?.first_name ?? null,
    items: purchase.description,
    method: vacationMethodText(purchase),
    statusLabel: VACATION_STATUS_LABEL[purchase.status],
  };
}

export function refundPageView(sale: Sale, timeZone: string) {
  const fields = { status: sale.status, refund: sale.refund, documents: sale.documents };
  const until = sale.refund?.refundable_until ?? null;
  return {
    kind: sale.ref.kind,
    id: String(sale.ref.id),
    number: sale.number,
    ...factsOf(sale),
    amount: formatMoney(sale.total, sale.currency),
    policy: sale.refund?.policy ?? null,
    until: until ? dateTimeInZone(until, timeZone) : null,
    refundable: refundableNow(fields),
    refunded: sale.status === 'refunded',
    creditNote: creditNoteOf(sale.ref, sale.documents),
  };
}
export type RefundPageView = ReturnType<typeof refundPageView>;
