/**
 * Runs an approved payment's pending follow-up steps (server/sales/follow-up-steps.ts) under the
 * sale's follow-up lock, recording each as it ends; never a charge. While a step is pending the
 * journal keeps the sale, so another instance resumes it after a crash (decision 104).
 */
import { withLock } from '../store/lock';
import { loadSale } from './adapters';
import { FOLLOW_UP_STEPS } from './follow-up-steps';
import { forgetJournal, keepInJournal } from './journal';
import { readPayment, savePayment } from './ledger';
import { logStepPending } from './log';
import { pendingSteps, type ApprovedPayment, type SalePayment } from './payment';
import { requireReplayable } from './rules';
import type { Sale } from './sale';
import { saleKey, type SaleRef } from './sale-ref';

const LOCK = { ttlMs: 60_000, waitMs: 30_000 };

async function runSteps(bearer: string, recorded: ApprovedPayment): Promise<ApprovedPayment> {
  const payment: ApprovedPayment = { ...recorded, followUp: { ...recorded.followUp } };
  for (const name of Object.keys(payment.followUp)) {
    if (payment.followUp[name] !== 'pending') continue;
    const step = FOLLOW_UP_STEPS[name];
    if (step.after && payment.followUp[step.after] === 'pending') continue;
    try {
      payment.followUp[name] = await step.run(bearer, payment);
    } catch (error) {
      logStepPending(name, payment, error);
    }
  }
  return payment;
}

/** The recorded payment with whatever could be done now; answered as it is when nothing is pending. */
export async function settle<P extends SalePayment>(bearer: string, payment: P): Promise<P> {
  if (payment.status !== 'approved' || pendingSteps(payment).length === 0) return payment;
  return withLock(`sale-follow-up:${saleKey(payment.sale)}`, LOCK, async () => {
    const current = (await readPayment(payment.sale, payment.ownerId)) ?? payment;
    if (current.status !== 'approved' || pendingSteps(current).length === 0) return current as P;
    const followed = await runSteps(bearer, current);
    await savePayment(followed);
    if (pendingSteps(followed).length === 0) await forgetJournal(followed.sale);
    else await keepInJournal(followed, bearer);
    return followed as P;
  });
}

/**
 * A payment step sent again (a double submit, a stale tab, another instance): the outcome recorded
 * for the sale, settled, while the sale is as it left it (else refused); null when none is recorded.
 */
export async function replayOf(
  bearer: string,
  sale: Sale,
  recorded: SalePayment | null,
): Promise<SalePayment | null> {
  if (!recorded) return null;
  requireReplayable(sale, recorded);
  return settle(bearer, recorded);
}

/** replayOf, the record and the sale read together: another family's sale is the API's 404 first. */
export async function replayRecorded(
  bearer: string,
  ref: SaleRef,
  ownerId: number,
): Promise<SalePayment | null> {
  const [recorded, sale] = await Promise.all([readPayment(ref, ownerId), loadSale(bearer, ref)]);
  return replayOf(bearer, sale, recorded);
}
