/** `invoices.byId`: the invoice page as the parent reads it (`toInvoiceView` pure). */
import { formatDeduction, formatMoney } from '@kernel/money';
import {
  brandCondition,
  brandOnlyByCard,
  CARD_DOLLARS_LABEL,
  CARD_SOLES_LABEL,
  SALE_STATUS_LABEL,
  LOCAL_METHOD_LABEL,
  expiresText,
} from '@kernel/texts/checkout';
import type { Invoice, LocalPayment } from '../upstream/schemas/invoices';
import { formatDateTimeInZone, formatWeekdayDateTimeInZone, timeZoneLabel } from '@kernel/dates';
import { readPayment } from '../sales/ledger';
import type { SalePayment } from '../sales/payment';
import { paymentResultView } from '../sales/result-view';
import { payHref, refOfItem } from './product-ref';
import { receiptFieldsOf, receiptSale } from './receipt-buyer';
import { receiptLinks } from './receipt-status';
import { invoiceAsSale } from '../sales/adapters';
import { invoiceSale } from '../sales/sale-ref';
import { anyWalletTakes } from '../sales/wallet-limits';
import { productItemId } from '@kernel/product-facts';

export function localPaymentView(payment: LocalPayment, timeZone: string) {
  return {
    code: payment.payment_code,
    methodLabel: LOCAL_METHOD_LABEL[payment.method],
    amount: formatMoney(payment.amount, payment.currency),
    // Checkout instants in the parent's own zone (spec §9).
    expires: expiresText(formatWeekdayDateTimeInZone(payment.expires_at, timeZone), timeZoneLabel(timeZone)),
    instructions: payment.instructions,
    status: payment.status,
  };
}

/** A card-brand promotion is paid by card only: cash shows no card brand. */
export function paymentMethods(
  invoice: Pick<Invoice, 'currency' | 'local_methods' | 'discount_code' | 'total'>,
  walletTakes: (amountPen: number) => boolean = anyWalletTakes,
) {
  const card =
    invoice.currency === 'PEN'
      ? {
          kind: 'card-soles' as const,
          label: CARD_SOLES_LABEL,
          // Yape or Plin takes this total (issue 75), named beside the card.
          wallets: !invoice.discount_code?.card_brand && walletTakes(invoice.total),
        }
      : { kind: 'card-dollars' as const, label: CARD_DOLLARS_LABEL };
  const local = invoice.local_methods.map((method) => ({
    kind: 'local' as const,
    method,
    label: LOCAL_METHOD_LABEL[method],
  }));
  return invoice.discount_code?.card_brand ? [card] : [card, ...local];
}

/** What the page and the receipt print of the invoice's amounts. */
export const invoiceAmounts = (invoice: Invoice) => ({
  items: invoice.items.map((item) => ({
    // The product's own page: a whole path's, else the course's.
    itemId: productItemId[item.product_type === 'learning_path' ? 'path' : 'course'](item.product_id),
    name: item.name,
    detail: item.detail,
    amount: formatMoney(item.amount, invoice.currency),
  })),
  subtotal: formatMoney(invoice.subtotal, invoice.currency),
  discount: invoice.discount > 0 ? formatDeduction(invoice.discount, invoice.currency) : null,
  // The invitation's code and inviter, and its credit: a line of its own under the subtotal.
  referral: invoice.referral
    ? {
        code: invoice.referral.code,
        inviterFirstName: invoice.referral.inviter_first_name,
        description: invoice.referral.description,
        amount: formatDeduction(invoice.referral.amount, invoice.currency),
      }
    : null,
  total: formatMoney(invoice.total, invoice.currency),
});

export function toInvoiceView(invoice: Invoice, payment: SalePayment | null, timeZone: string) {
  // No card or intent payment recorded for it (approved or denied).
  const payable = invoice.status === 'open' && payment === null;
  const code = invoice.discount_code;
  const sale = payable ? receiptSale(invoice) : null;
  return {
    id: invoice.invoice_id,
    number: invoice.number,
    statusLabel: SALE_STATUS_LABEL[invoice.status],
    payable,
    child: { firstName: invoice.student.first_name },
    ...invoiceAmounts(invoice),
    code: code && {
      code: code.code,
      description: code.description,
      brandCondition: code.card_brand === null ? null : brandCondition(code.card_brand),
      brandNote: code.card_brand === null ? null : brandOnlyByCard(code.card_brand),
    },
    methods: payable ? paymentMethods(invoice) : [],
    localPayment: invoice.local_payment ? localPaymentView(invoice.local_payment, timeZone) : null,
    result: payment ? paymentResultView(payment, timeZone) : null,
    createdAt: formatDateTimeInZone(invoice.created_at, timeZone),
    ...receiptLinks(invoiceAsSale(invoice)),
    /** The 'Comprobante de pago' choice while payable: the API's total, where the family is, the saved buyer. */
    receiptChoice: sale ? { sale, defaults: receiptFieldsOf(invoice.receipt_buyer, sale.domiciled) } : null,
    payAgainHref: payAgainHref(invoice),
  };
}

/** A denied or expired invoice's product on `/pagar`: a new invoice. */
function payAgainHref(invoice: Pick<Invoice, 'status' | 'items' | 'student'>): string | null {
  const [first] = invoice.items;
  if (!first || (invoice.status !== 'denied' && invoice.status !== 'expired')) return null;
  return `${payHref(refOfItem(first))}&hijo=${invoice.student.id}`;
}

export async function invoicePageView(invoice: Invoice, ownerId: number, timeZone: string) {
  return toInvoiceView(invoice, await readPayment(invoiceSale(invoice.invoice_id), ownerId), timeZone);
}
