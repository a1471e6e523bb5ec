/**
 * One invoice's answer, as the simulated upstream last made it for its family (decision 061):
 * eight unindexed queries otherwise (the invoice, its items, enrolments, code, latest local
 * payment — twice —, child and referral), about 100 µs of each view of an invoice. Kept until
 * anything in the database changes (../db/kept-until-change.ts), and an answer showing a pending
 * payment code only until the code's expiry, when settleExpiry would change it on the next read.
 */
import type { Invoice } from '../../server/upstream/schemas/invoices';
import { keptUntilChange, type Made } from '../db/kept-until-change';

/** A pending local payment code expires; nothing else in an invoice's answer moves by itself. */
function holdsUntil(answer: Invoice): number {
  const code = answer.local_payment;
  return code?.status === 'pending' ? Date.parse(code.expires_at) : Number.POSITIVE_INFINITY;
}

const answers = keptUntilChange<Invoice>(holdsUntil);

/** The family's invoice answer: kept, or made by `make` (which reads, settles and answers it, or refuses). */
export function keptInvoiceAnswer<Refusal>(
  userId: number,
  invoiceId: number,
  make: () => Made<Invoice, Refusal>,
): Made<Invoice, Refusal> {
  return answers.read(`${userId}:${invoiceId}`, make);
}

const texts = new WeakMap<Invoice, string>();

/** The JSON of `{ data: answer }`, written once per kept answer (decision 063). */
export function invoiceAnswerText(answer: Invoice): string {
  let text = texts.get(answer);
  if (text === undefined) {
    text = JSON.stringify({ data: answer });
    texts.set(answer, text);
  }
  return text;
}
