/** Payment intents: one open per invoice, for its current total and capture method. */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { CaptureMethod, PaymentIntent } from '../../server/upstream/schemas/invoices';
import { totals, type InvoiceRecord } from './invoice-records';
import { OPEN_INTENT } from './offers';

export type IntentRecord = NonNullable<ReturnType<typeof db.paymentIntent.findFirst>>;

const shortId = () => randomUUID().replace(/-/g, '').slice(0, 24);

export const intentAnswer = (intent: IntentRecord): PaymentIntent => ({
  intent_id: intent.id,
  client_secret: intent.clientSecret,
  invoice_id: intent.invoiceId,
  amount: intent.amount,
  currency: intent.currency,
  capture_method: intent.captureMethod,
  status: intent.status,
  last_error:
    intent.lastErrorCode === null
      ? null
      : { code: intent.lastErrorCode, message: intent.lastErrorMessage ?? '' },
  card: intent.card !== null && intent.brand !== null ? { brand: intent.brand, number: intent.card } : null,
});

/** The invoice's succeeded intent: the provider took the money, whatever our API heard of it. */
export const succeededIntent = (invoiceId: number) =>
  db.paymentIntent.findFirst({
    where: { invoiceId: { equals: invoiceId }, status: { equals: 'succeeded' } },
  });

export function ownIntent(userId: number, intentId: string): IntentRecord | null {
  return db.paymentIntent.findFirst({ where: { id: { equals: intentId }, userId: { equals: userId } } });
}

export function openIntent(
  invoice: InvoiceRecord,
  captureMethod: CaptureMethod,
): { intent: IntentRecord; created: boolean } {
  const { total } = totals(invoice);
  const open = { invoiceId: { equals: invoice.id }, status: OPEN_INTENT };
  const current = db.paymentIntent.findFirst({
    where: { ...open, amount: { equals: total }, captureMethod: { equals: captureMethod } },
  });
  if (current) return { intent: current, created: false };
  db.paymentIntent.updateMany({ where: open, data: { status: 'canceled' } });
  const id = `pi_${shortId()}`;
  const intent = db.paymentIntent.create({
    id,
    invoiceId: invoice.id,
    userId: invoice.userId,
    clientSecret: `${id}_secret_${shortId()}`,
    amount: total,
    currency: invoice.currency,
    captureMethod,
    status: 'requires_payment_method',
    lastErrorCode: null,
    lastErrorMessage: null,
    card: null,
    brand: null,
    amountReceived: null,
    createdAt: new Date().toISOString(),
  });
  return { intent, created: true };
}

export function updateIntent(intent: IntentRecord, data: Partial<Omit<IntentRecord, 'id'>>): IntentRecord {
  return db.paymentIntent.update({ where: { id: { equals: intent.id } }, data }) ?? intent;
}
