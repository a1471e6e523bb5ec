/** A sale's refund as the page shows it (pure), either kind: whether it may be asked for, until when, and the nota. */
import { formatMoney } from '@kernel/money';
import { formatDateTimeInZone } from '@kernel/dates';
import type { Sale } from '../sales/sale';
import { saleFacts } from '../sales/sale-facts';
import { refundRowParts } from './refund-row';

export function refundPageView(sale: Sale, timeZone: string) {
  const until = sale.refund?.refundable_until ?? null;
  const { refundHref, creditNote } = refundRowParts(sale);
  return {
    kind: sale.ref.kind,
    id: String(sale.ref.id),
    number: sale.number,
    ...saleFacts(sale),
    amount: formatMoney(sale.total, sale.currency),
    policy: sale.refund?.policy ?? null,
    until: until ? formatDateTimeInZone(until, timeZone) : null,
    refundable: refundHref !== null,
    refunded: sale.status === 'refunded',
    creditNote,
  };
}
export type RefundPageView = ReturnType<typeof refundPageView>;
