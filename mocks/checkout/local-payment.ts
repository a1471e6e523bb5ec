/** The local payments provider's codes (48 hours to pay); support plays the provider from /__mocks. */
import { sendInvoiceEmail, sendReceipt } from './outbox';
import { succeededIntent } from './intents';
import { acceptArrival } from './sale-rules';
import { invoiceSaleOf } from './sales';
import { randomInt } from 'node:crypto';
import { db } from '../db';
import { localPaymentInstructions } from '../../fixtures/local-payment-instructions';
import type { LocalPaymentMethod } from '../../server/upstream/schemas/invoices';
import { formatDateTimeInZone } from '../../kernel/dates';
import { formatMoney } from '../../kernel/money';
import { markDone } from './enrol';
import {
  expireCode,
  latestLocalPayment,
  markPaid,
  setStatus,
  totals,
  setLocalPaymentStatus,
  type InvoiceRecord,
  type LocalPaymentRecord,
} from './invoice-records';

const HOURS_TO_PAY = 48;

const codeRecord = (code: string) => db.localPayment.findFirst({ where: { code: { equals: code } } });

/** A code's pedido: a pedido is never deleted. */
const invoiceOf = (record: LocalPaymentRecord) =>
  db.invoice.findFirst({ where: { id: { equals: record.invoiceId } }, strict: true });

function newCode(method: LocalPaymentMethod): string {
  const digits = method === 'convenience_store' ? 14 : 8;
  for (;;) {
    const code =
      String(randomInt(1, 10)) + Array.from({ length: digits - 1 }, () => randomInt(0, 10)).join('');
    if (!codeRecord(code)) return code;
  }
}

/** The pending code while its method and amount hold, else a new one (the old one canceled). */
export function issueLocalPayment(
  invoice: InvoiceRecord,
  method: LocalPaymentMethod,
  options: { alreadyExpired?: boolean } = {},
) {
  const { total } = totals(invoice);
  const previous = latestLocalPayment(invoice.id);
  if (previous?.status === 'pending') {
    if (!options.alreadyExpired && previous.method === method && previous.amount === total)
      return { record: previous, created: false };
    setLocalPaymentStatus(previous, 'canceled');
  }
  const now = Date.now();
  const expiresAt = new Date(options.alreadyExpired ? now - 60_000 : now + HOURS_TO_PAY * 3_600_000);
  const code = newCode(method);
  // Written as the site writes a date and hour, so '…, 10:00 PM.' ends its step with one period.
  const zone = invoice.country === 'MX' ? 'America/Mexico_City' : 'America/Lima';
  const fill = (line: string) =>
    line
      .replace('{code}', code)
      .replace('{amount}', formatMoney(total, invoice.currency))
      .replace('{expires}', formatDateTimeInZone(expiresAt, zone));
  const record = db.localPayment.create({
    code,
    invoiceId: invoice.id,
    method,
    amount: total,
    currency: invoice.currency,
    expiresAt: expiresAt.toISOString(),
    instructions: localPaymentInstructions[method].map(fill),
    status: options.alreadyExpired ? 'expired' : 'pending',
    createdAt: new Date(now).toISOString(),
  });
  const steps = record.instructions.map((line) => `- ${line}`);
  if (options.alreadyExpired) setStatus(invoice, 'expired');
  else sendInvoiceEmail(invoice, 'payment-code', steps);
  return { record, created: true };
}

/**
 * The family paid the code (support plays the provider): kept only as the pedido's current offer, at its
 * total, with its seats (sale-rules.ts), else sent back at once, a code a change canceled too (an agent
 * may have read it). False when nothing could be paid (no such code, expired, or paid already).
 */
export function markLocalPaymentPaid(code: string): boolean {
  const record = codeRecord(code);
  if (!record || (record.status !== 'pending' && record.status !== 'canceled')) return false;
  if (record.status === 'pending' && new Date(record.expiresAt) <= new Date()) return false;
  const invoice = invoiceOf(record);
  const arrival = { method: 'local' as const, amount: record.amount, reference: record.code };
  const offer = {
    amount: record.amount,
    voided: record.status === 'canceled',
    // The provider took a dollar intent first, not yet reported: the pedido is paid by that one.
    taken: succeededIntent(invoice.id) !== null,
  };
  const refusal = acceptArrival(invoiceSaleOf(invoice), arrival, offer);
  if (refusal) {
    if (record.status === 'pending') setLocalPaymentStatus(record, 'canceled');
    return true;
  }
  setLocalPaymentStatus(record, 'paid');
  // Nobody's browser is waiting: the API completes the order by itself — done, enrolments, receipt.
  sendReceipt(markDone(markPaid(invoice, 'local', code)));
  return true;
}

export function markLocalPaymentExpired(code: string): boolean {
  const record = codeRecord(code);
  if (record?.status !== 'pending') return false;
  expireCode(record, invoiceOf(record));
  return true;
}

export const localPaymentsIn = (status: 'pending' | 'canceled') =>
  db.localPayment.findMany({ where: { status: { equals: status } } }).reverse();
