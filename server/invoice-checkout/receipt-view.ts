import { formatMoney } from '@kernel/money';
import type { UserData } from '../upstream/schemas/auth';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import { dateTimeInZone } from './format';
import { invoiceAmounts, referralLine } from './invoice-view';
import { invoiceMethodText, vacationMethodText } from './purchase-rows';
import type { ReceiptView } from './views';

type Payer = Pick<UserData, 'firstName' | 'lastName' | 'email'>;

const payerName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`.trim();

/** An unpaid invoice has no receipt. */
export function invoiceReceipt(invoice: Invoice, payer: Payer, timeZone: string): ReceiptView | null {
  if (invoice.status !== 'paid') return null;
  const paidAt = invoice.paid_at ?? invoice.created_at;
  return {
    number: invoice.number,
    issuedAt: dateTimeInZone(invoice.created_at, timeZone),
    payerName: payerName(payer),
    payerEmail: payer.email,
    childName: invoice.student.first_name,
    ...invoiceAmounts(invoice),
    referral: referralLine(invoice),
    method: invoiceMethodText(invoice) ?? '',
    reference: invoice.payment_reference ?? invoice.local_payment?.payment_code ?? '',
    paidAt: dateTimeInZone(paidAt, timeZone),
  };
}

export function vacationReceipt(
  purchase: ListedPurchase,
  payer: Payer,
  timeZone: string,
): ReceiptView | null {
  if (purchase.status !== 'paid') return null;
  const amount = formatMoney(purchase.amount, purchase.currency);
  return {
    number: purchase.purchase_id,
    issuedAt: dateTimeInZone(purchase.created_at, timeZone),
    payerName: payerName(payer),
    payerEmail: payer.email,
    childName: purchase.student?.first_name ?? null,
    items: [{ name: purchase.description, detail: '', amount }],
    subtotal: amount,
    discount: null,
    referral: null,
    total: amount,
    method: vacationMethodText(purchase) ?? '',
    reference: purchase.purchase_id,
    paidAt: dateTimeInZone(purchase.paid_at ?? purchase.created_at, timeZone),
  };
}
