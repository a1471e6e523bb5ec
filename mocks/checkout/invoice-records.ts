/** Invoices in the simulated database: the caller's, their totals (recomputed, never stored), their answer. */
import { db } from '../db';
import { invoiceReferral } from '../referral/uses';
import { invoiceNumber } from './invoice-number';
import { voidOpenOffers } from './offers';
import { refundDeadline } from '../refunds/invoice-sale';
import { refundOffer } from '../refunds/refund';
import { round2 } from './round';
import { invoiceReceiptFields, issueInvoiceReceipt } from '../receipts/invoice-receipt';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import type { Invoice, InvoiceStatus, LocalPayment } from '../../server/upstream/schemas/invoices';

export type InvoiceRecord = NonNullable<ReturnType<typeof db.invoice.findFirst>>;
export type LocalPaymentRecord = NonNullable<ReturnType<typeof db.localPayment.findFirst>>;

const byInvoice = (invoiceId: number) => ({ invoiceId: { equals: invoiceId } });

/** One of the caller's invoices; another family's, or no such number (NaN too), is null (a 404). */
export const ownInvoice = (userId: number, invoiceId: number): InvoiceRecord | null =>
  db.invoice.findFirst({ where: { id: { equals: invoiceId }, userId: { equals: userId } } });

export const invoiceItems = (invoiceId: number) =>
  db.invoiceItem.findMany({ where: byInvoice(invoiceId), orderBy: { position: 'asc' } });

export const invoiceEnrolments = (invoiceId: number) =>
  db.invoiceEnrolment.findMany({ where: byInvoice(invoiceId), orderBy: { position: 'asc' } });

/**
 * An invoice's records and figures: a code or a referral off the subtotal, never both, never below
 * zero. A brand promotion counts at once; the payment calls check the card's brand.
 */
export function invoiceParts(invoice: InvoiceRecord) {
  const items = invoiceItems(invoice.id);
  const subtotal = round2(items.reduce((sum, item) => sum + item.amount, 0));
  const code = invoice.discountCode
    ? db.discountCode.findFirst({ where: { code: { equals: invoice.discountCode } } })
    : null;
  const discount = code ? round2((subtotal * code.percent) / 100) : 0;
  const referral = invoiceReferral(invoice.id, subtotal);
  const total = Math.max(0, round2(subtotal - discount - (referral?.amount ?? 0)));
  return { items, code, referral, totals: { subtotal, discount, total } };
}

export const totals = (invoice: InvoiceRecord) => invoiceParts(invoice).totals;

/** The brand a card must be for the invoice's total to hold ('mastercard'), or null when any card does. */
export const requiredBrand = (invoice: InvoiceRecord): string | null =>
  invoiceParts(invoice).code?.cardBrand ?? null;

export function localMethods(country: string, currency: string): LocalPaymentRecord['method'][] {
  if (country === 'PE' && currency === 'PEN') return ['agent', 'bank_transfer'];
  if (country === 'MX') return ['convenience_store'];
  return [];
}

export function latestLocalPayment(invoiceId: number): LocalPaymentRecord | null {
  return db.localPayment.findMany({ where: byInvoice(invoiceId) }).at(-1) ?? null;
}

export const setLocalPaymentStatus = (record: LocalPaymentRecord, status: LocalPaymentRecord['status']) =>
  db.localPayment.update({ where: { code: { equals: record.code } }, data: { status } });

/** A code as the API answers it; none once a change canceled it: no longer the offer (issue 74). */
export const localPaymentAnswer = (record: LocalPaymentRecord): LocalPayment | null =>
  record.status === 'canceled'
    ? null
    : {
        payment_code: record.code,
        method: record.method,
        amount: record.amount,
        currency: record.currency,
        expires_at: record.expiresAt,
        instructions: record.instructions,
        status: record.status,
      };

export function updateInvoice(
  invoice: InvoiceRecord,
  data: Partial<Omit<InvoiceRecord, 'id'>>,
): InvoiceRecord {
  return db.invoice.update({ where: { id: { equals: invoice.id } }, data }) ?? invoice;
}

/** A pending code past its expiry expires (the provider's clock, read lazily). */
export function settleExpiry(invoice: InvoiceRecord): InvoiceRecord {
  const code = latestLocalPayment(invoice.id);
  if (!code || code.status !== 'pending' || new Date(code.expiresAt) > new Date()) return invoice;
  return expireCode(code, invoice);
}

/** A cash code expires, and its pedido with it while open: the pedido's time to pay is its code's. */
export function expireCode(code: LocalPaymentRecord, invoice: InvoiceRecord): InvoiceRecord {
  setLocalPaymentStatus(code, 'expired');
  return invoice.status === 'open' ? setStatus(invoice, 'expired') : invoice;
}

/** A pedido leaving 'open' (paid: with how) voids the offers still open (offers.ts): nothing else can pay it. */
export function setStatus(invoice: InvoiceRecord, status: InvoiceStatus, paid?: Partial<InvoiceRecord>) {
  return voidOpenOffers(updateInvoice(invoice, { ...paid, status }));
}

/** The provider confirmed the payment (its amount checked by sale-rules.ts); the receipt (issue 55). */
export function markPaid(invoice: InvoiceRecord, method: InvoicePaymentMethod, reference: string) {
  const parts = invoiceParts(invoice);
  const { code, totals: figures } = parts;
  if (code && figures.discount > 0)
    db.discountCode.update({
      where: { code: { equals: code.code } },
      data: { timesUsed: code.timesUsed + 1 },
    });
  const paid = setStatus(invoice, 'paid', {
    paymentMethod: method,
    paymentReference: reference,
    paidAt: new Date().toISOString(),
  });
  issueInvoiceReceipt(paid, parts);
  return paid;
}

export function invoiceAnswer(invoice: InvoiceRecord): Invoice {
  const child = db.child.findFirst({ where: { id: { equals: invoice.studentId } } });
  const { items, code, referral, totals: figures } = invoiceParts(invoice);
  const local = latestLocalPayment(invoice.id);
  return {
    invoice_id: invoice.id,
    number: invoiceNumber(invoice.id),
    status: invoice.status,
    student: { id: invoice.studentId, first_name: child?.first_name ?? '' },
    currency: invoice.currency,
    country: invoice.country,
    items: items.map(({ id: _id, invoiceId: _invoice, position: _position, ...item }) => item),
    ...figures,
    discount_code: code && {
      code: code.code,
      kind: code.kind,
      description: code.description,
      card_brand: code.cardBrand,
    },
    referral,
    enrolments: invoiceEnrolments(invoice.id).map(
      ({ id: _id, invoiceId: _invoice, position: _position, ...enrolment }) => enrolment,
    ),
    payment_method: invoice.paymentMethod,
    payment_reference: invoice.paymentReference,
    local_payment: local && localPaymentAnswer(local),
    local_methods: localMethods(invoice.country, invoice.currency),
    created_at: invoice.createdAt,
    paid_at: invoice.paidAt,
    done_at: invoice.doneAt,
    receipt_sent_at: invoice.receiptSentAt,
    ...invoiceReceiptFields(invoice),
    refund: refundOffer(refundDeadline(invoice)),
  };
}
