/**
 * A sale's refund as the page shows it (pure), a pedido's or a vacation purchase's: whether it may
 * be asked for, until when, and the nota.
 */
import { formatMoney } from '@kernel/money';
import { INVOICE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { dateTimeInZone } from '../invoice-checkout/format';
import { invoiceItemsText } from '../invoice-checkout/invoice-text';
import {
  invoiceMethodText,
  VACATION_STATUS_LABEL,
  vacationMethodText,
} from '../invoice-checkout/purchase-rows';
import type { InvoiceStatusLabel } from '../invoice-checkout/views';
import {
  creditNoteOf,
  invoiceSale,
  purchaseSale,
  refundableNow,
  type RefundSale,
  type SaleRefundFields,
} from './refund-row';

interface SaleFacts {
  number: string;
  childName: string | null;
  items: string;
  amount: string;
  method: string | null;
  statusLabel: InvoiceStatusLabel;
}

function pageView(sale: RefundSale, fields: SaleRefundFields, facts: SaleFacts, timeZone: string) {
  const until = fields.refund?.refundable_until ?? null;
  return {
    kind: sale.kind,
    id: String(sale.id),
    ...facts,
    policy: fields.refund?.policy ?? null,
    until: until ? dateTimeInZone(until, timeZone) : null,
    refundable: refundableNow(fields),
    refunded: fields.status === 'refunded',
    creditNote: creditNoteOf(sale, fields.documents),
  };
}
export type RefundPageView = ReturnType<typeof pageView>;

export const refundPageView = (invoice: Invoice, timeZone: string): RefundPageView =>
  pageView(
    invoiceSale(invoice),
    invoice,
    {
      number: invoice.number,
      childName: invoice.student.first_name,
      items: invoiceItemsText(invoice),
      amount: formatMoney(invoice.total, invoice.currency),
      method: invoiceMethodText(invoice),
      statusLabel: INVOICE_STATUS_LABEL[invoice.status],
    },
    timeZone,
  );

export const purchaseRefundView = (purchase: ListedPurchase, timeZone: string): RefundPageView =>
  pageView(
    purchaseSale(purchase),
    purchase,
    {
      number: purchase.purchase_id,
      childName: purchase.student?.first_name ?? null,
      items: purchase.description,
      amount: formatMoney(purchase.amount, purchase.currency),
      method: vacationMethodText(purchase),
      statusLabel: VACATION_STATUS_LABEL[purchase.status],
    },
    timeZone,
  );
