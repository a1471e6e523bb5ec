/**
 * A sale as the money rules see it (issue 74), a pedido or a vacation purchase in one shape so each
 * rule (sale-rules.ts) and the ledger (support/payments-ledger.ts) is written once; and its money.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import { saleKey, type SaleOwner } from '../receipts/issue';
import { ownPurchase, type PurchaseRecord } from '../refunds/purchase-sale';
import { purchaseOpen, purchasePaid } from '../waitlist/seats';
import { ownInvoice, settleExpiry, totals, type InvoiceRecord } from './invoice-records';
import { INVOICE_NUMBER, invoiceNumber } from './invoice-number';

export type Sale =
  | { kind: 'invoice'; invoice: InvoiceRecord }
  | { kind: 'purchase'; purchase: PurchaseRecord };

/** The caller's sale under this purchase number, expiry settled; null for anything else. */
export function saleByNumber(userId: number, number: string): Sale | null {
  const purchase = ownPurchase(userId, number);
  if (purchase) return { kind: 'purchase', purchase };
  const invoiceId = INVOICE_NUMBER.exec(number)?.[1];
  const invoice = invoiceId === undefined ? null : ownInvoice(userId, Number(invoiceId));
  return invoice ? { kind: 'invoice', invoice: settleExpiry(invoice) } : null;
}

export const invoiceSaleOf = (invoice: InvoiceRecord): Sale => ({ kind: 'invoice', invoice });

/** The sale as its receipt, its refund and its e-mails are kept: by its owner and its id. */
export const saleOwnerOf = (sale: Sale): SaleOwner =>
  sale.kind === 'invoice'
    ? { userId: sale.invoice.userId, invoiceId: sale.invoice.id, purchaseId: null }
    : { userId: sale.purchase.userId, invoiceId: null, purchaseId: sale.purchase.id };

export const saleKeyOf = (sale: Sale) => saleKey(saleOwnerOf(sale));

/** The purchase number the providers charge under: PED-… or the purchase's id. */
export const saleNumber = (sale: Sale) =>
  sale.kind === 'invoice' ? invoiceNumber(sale.invoice.id) : sale.purchase.id;

export const saleCurrency = (sale: Sale): 'PEN' | 'USD' =>
  (sale.kind === 'invoice' ? sale.invoice.currency : sale.purchase.currency) === 'USD' ? 'USD' : 'PEN';

/** What the sale costs now: a pedido's total after codes, a purchase's amount (fixed when it opened). */
export const saleTotal = (sale: Sale) =>
  sale.kind === 'invoice' ? totals(sale.invoice).total : sale.purchase.amount;

/** Still takes a payment: a pedido open, a purchase neither charged, denied nor refunded. */
export const saleOpen = (sale: Sale) =>
  sale.kind === 'invoice' ? sale.invoice.status === 'open' : purchaseOpen(sale.purchase);

export const salePaid = (sale: Sale) =>
  sale.kind === 'invoice' ? sale.invoice.status === 'paid' : purchasePaid(sale.purchase);

/** How the simulated API's e-mails and refusals name a sale of each kind. */
export const SALE_WORDS = {
  invoice: { of: 'del pedido', it: 'El pedido', seat: 'El grupo elegido' },
  purchase: { of: 'de la compra', it: 'La compra', seat: 'El horario elegido' },
} as const satisfies Record<Sale['kind'], { of: string; it: string; seat: string }>;

/** How the e-mails name it: 'del pedido PED-…', 'de la compra 1027…'. */
export const saleNamed = (sale: Sale) => `${SALE_WORDS[sale.kind].of} ${saleNumber(sale)}`;

/** Money received (db/money-models.ts), recorded on arrival, before the API decides if the sale keeps it. */
export type ReceivedRecord = NonNullable<ReturnType<typeof db.paymentReceived.findFirst>>;

/** `at`: when it arrived, if not now (a fixture's payment). */
export type Arrival = Pick<ReceivedRecord, 'method' | 'amount' | 'reference'> & { at?: string };

/** Once per reference: a replayed notice of the same payment records nothing new. */
export function recordReceived(sale: Sale, arrival: Arrival): ReceivedRecord {
  const known = receivedByReference(arrival.reference);
  if (known) return known;
  const { at, ...paid } = arrival;
  return db.paymentReceived.create({
    ...paid,
    id: `rcv_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    sale: saleKeyOf(sale),
    userId: saleOwnerOf(sale).userId,
    purchaseNumber: saleNumber(sale),
    currency: saleCurrency(sale),
    createdAt: at ?? new Date().toISOString(),
  });
}

export const receivedByReference = (reference: string): ReceivedRecord | null =>
  db.paymentReceived.findFirst({ where: { reference: { equals: reference } } });

export const receivedOf = (sale: string): ReceivedRecord[] =>
  db.paymentReceived.findMany({ where: { sale: { equals: sale } } });
