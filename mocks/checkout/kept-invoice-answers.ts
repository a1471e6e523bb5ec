/**
 * One invoice's answer, as the simulated upstream last made it for its family, until anything in
 * its database changes or a pending payment code it shows expires. @mswjs/data has no index: the
 * answer is eight queries (the invoice, its items, enrolments, code, latest local payment — twice —,
 * child and referral), each writing itself out for a debug log and testing every row, about 100 µs
 * of each view of an invoice (profiled: docs/decisions/061). A real upstream reads indexed rows;
 * this keeps the bench's figure the app's own, as users-by-id.ts does for users.
 *
 * Never stale: any create, update or delete in the database (a payment, a code applied, `drop`)
 * forgets every kept answer, and an answer showing a pending code is kept only until the code's
 * expiry, when settleExpiry would change it on the next read. Bounded: cleared when full.
 */
import type { Invoice } from '../../server/upstream/schemas/invoices';
import { onAnyModelChange } from '../db/model-changes';

const MAX_KEPT = 10_000;
const kept = new Map<string, { answer: Invoice; until: number }>();

onAnyModelChange(() => kept.clear());

/** Until when an answer holds: a pending local payment code expires; nothing else in it moves by itself. */
function holdsUntil(answer: Invoice): number {
  const code = answer.local_payment;
  return code?.status === 'pending' ? Date.parse(code.expires_at) : Number.POSITIVE_INFINITY;
}

/**
 * The family's invoice answer: kept, or made by `make` (which reads, settles and answers it, or
 * answers why not: those answers are not kept).
 */
export function keptInvoiceAnswer<Refusal>(
  userId: number,
  invoiceId: number,
  make: () => { ok: true; answer: Invoice } | { ok: false; refusal: Refusal },
): { ok: true; answer: Invoice } | { ok: false; refusal: Refusal } {
  const key = `${userId}:${invoiceId}`;
  const entry = kept.get(key);
  if (entry && entry.until > Date.now()) return { ok: true, answer: entry.answer };
  const made = make();
  if (made.ok) {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { answer: made.answer, until: holdsUntil(made.answer) });
  }
  return made;
}
