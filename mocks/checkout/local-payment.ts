/** The local payments provider's codes (48 hours to pay); support plays the provider from /__mocks. */
import { sendPaymentCode } from './outbox';
import { randomInt } from 'node:crypto';
import { db } from '../db';
import { localPaymentInstructions } from '../../fixtures/local-payment-instructions';
import type { LocalPaymentMethod } from '../../server/upstream/schemas/invoices';
import { formatDateTimeInZone } from '../../kernel/dates';
import { formatMoney } from '../../kernel/money';
import { completeByItself } from './complete';
import {
  latestLocalPayment,
  markPaid,
  ownInvoice,
  setStatus,
  totals,
  type InvoiceRecord,
} from './invoice-records';

const HOURS_TO_PAY = 48;

function newCode(method: LocalPaymentMethod): string {
  const digits = method === 'convenience_store' ? 14 : 8;
  for (;;) {
    const code =
      String(randomInt(1, 10)) + Array.from({ length: digits - 1 }, () => randomInt(0, 10)).join('');
    if (!db.localPayment.findFirst({ where: { code: { equals: code } } })) return code;
  }
}

/** Written as the site writes a date and hour, so '…, 10:00 PM.' ends its step with one period. */
function deadline(expiresAt: Date, country: string): string {
  return formatDateTimeInZone(expiresAt, country === 'MX' ? 'America/Mexico_City' : 'America/Lima');
}

/** The pending code while its method and amount hold, else a new one (the old one withdrawn). */
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
    db.localPayment.update({ where: { code: { equals: previous.code } }, data: { status: 'expired' } });
  }
  const now = Date.now();
  const expiresAt = new Date(options.alreadyExpired ? now - 60_000 : now + HOURS_TO_PAY * 3_600_000);
  const code = newCode(method);
  const fill = (line: string) =>
    line
      .replace('{code}', code)
      .replace('{amount}', formatMoney(total, invoice.currency))
      .replace('{expires}', deadline(expiresAt, invoice.country));
  const record = db.localPayment.create({
    code,
    invoiceId: invoice.id,
    userId: invoice.userId,
    method,
    amount: total,
    currency: invoice.currency,
    expiresAt: expiresAt.toISOString(),
    instructions: localPaymentInstructions[method].map(fill),
    status: options.alreadyExpired ? 'expired' : 'pending',
    createdAt: new Date(now).toISOString(),
  });
  if (options.alreadyExpired) setStatus(invoice, 'expired');
  else sendPaymentCode(invoice, record.instructions);
  return { record, created: true };
}

const pendingCode = (code: string) => {
  const record = db.localPayment.findFirst({ where: { code: { equals: code } } });
  return record?.status === 'pending' ? record : null;
};

const invoiceOf = (record: { invoiceId: number; userId: number }) =>
  ownInvoice(record.userId, record.invoiceId);

export function markLocalPaymentPaid(code: string): boolean {
  const record = pendingCode(code);
  const invoice = record && invoiceOf(record);
  if (!record || !invoice || invoice.status !== 'open') return false;
  db.localPayment.update({ where: { code: { equals: code } }, data: { status: 'paid' } });
  completeByItself(markPaid(invoice, 'local', code));
  return true;
}

export function markLocalPaymentExpired(code: string): boolean {
  const record = pendingCode(code);
  if (!record) return false;
  db.localPayment.update({ where: { code: { equals: code } }, data: { status: 'expired' } });
  const invoice = invoiceOf(record);
  if (invoice?.status === 'open') setStatus(invoice, 'expired');
  return true;
}

export function pendingLocalPayments() {
  return db.localPayment
    .findMany({ where: { status: { equals: 'pending' } } })
    .reverse()
    .map((record) => ({ record, invoice: invoiceOf(record) }));
}
