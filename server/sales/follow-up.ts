/** The steps after an approval (decision 104), never a charge; a failed one waits in the journal (ledger). */
import { logger } from '../log/logger';
import { startSweeps } from '../store/sweep-timer';
import { markInvoiceDone, sendPaidEmail } from '../upstream/invoices';
import { notifyPaymentSuccess } from '../upstream/global-card-provider';
import { updatePurchase } from '../upstream/purchases';
import { enrolVacationPurchase } from '../vacation-purchase/follow-up';
import { loadSale } from './adapters';
import { forgetJournal, keepInJournal, pendingSales, readPayment, savePayment } from './ledger';
import { logFollowUp } from './log';
import { withSaleLock } from './offers';
import { followUpPending, type ApprovedPayment, type PayInput, type SalePayment } from './payment';
import { requireReplayable } from './rules';
import type { Sale } from './sale';
import { saleKey, type SaleRef } from './sale-ref';

interface Step {
  /** Waits for this step (the API refuses `done` until it knows of the payment). */
  after?: string;
  /** Done once it ends, or 'duplicate' (payment.ts StepStatus). */
  run(bearer: string, payment: ApprovedPayment): Promise<unknown>;
}

const invoiceId = (payment: ApprovedPayment) => Number(payment.sale.id);

const FOLLOW_UP_STEPS: Record<string, Step> = {
  /** The global provider's payments are reported to the API; the soles provider reports its own. */
  report: {
    run: (bearer, payment) =>
      notifyPaymentSuccess(bearer, { invoice_id: invoiceId(payment), intent_id: payment.reference }),
  },
  done: {
    after: 'report',
    run: (bearer, payment) =>
      markInvoiceDone(bearer, invoiceId(payment), {
        payment_method: payment.method,
        reference: payment.reference,
      }),
  },
  email: { after: 'done', run: (bearer, payment) => sendPaidEmail(bearer, invoiceId(payment)) },
  enrollments: { run: enrolVacationPurchase },
  'purchase-update': {
    run: (bearer, payment) =>
      updatePurchase(bearer, payment.number, {
        amount: payment.amount,
        currency: payment.currency,
        transaction_id: payment.reference,
      }),
  },
};

async function runSteps(bearer: string, recorded: ApprovedPayment): Promise<ApprovedPayment> {
  const payment: ApprovedPayment = { ...recorded, followUp: { ...recorded.followUp } };
  for (const name of Object.keys(payment.followUp)) {
    if (payment.followUp[name] !== 'pending') continue;
    const step = FOLLOW_UP_STEPS[name];
    if (step.after && payment.followUp[step.after] === 'pending') continue;
    try {
      payment.followUp[name] = (await step.run(bearer, payment)) === 'duplicate' ? 'duplicate' : 'done';
    } catch (error) {
      logFollowUp(name, payment, error);
    }
  }
  return payment;
}

/** The recorded payment with whatever could be done now; answered as it is when nothing is pending. */
export async function settle(bearer: string, payment: SalePayment): Promise<SalePayment> {
  if (!followUpPending(payment)) return payment;
  return withSaleLock(`follow-up:${saleKey(payment.sale)}`, async () => {
    const current = (await readPayment(payment.sale, payment.ownerId)) ?? payment;
    if (current.status !== 'approved' || !followUpPending(current)) return current;
    const followed = await runSteps(bearer, current);
    await savePayment(followed);
    if (followUpPending(followed)) await keepInJournal(followed, bearer);
    else await forgetJournal(followed.sale);
    return followed;
  });
}

/**
 * A payment step at most once per sale: a replay answers the recorded outcome (requireReplayable;
 * another family's sale is the API's 404 first); else `pay` runs under `scope`'s lock, then settled.
 */
export async function payOnce<P extends SalePayment | null>(
  { bearer, ref, payer }: PayInput,
  scope: SaleRef | string,
  pay: (sale: Sale) => Promise<P>,
): Promise<SalePayment | P> {
  const [recorded, current] = await Promise.all([readPayment(ref, payer.id), loadSale(bearer, ref)]);
  if (recorded) {
    requireReplayable(current, recorded);
    return settle(bearer, recorded);
  }
  const payment = await withSaleLock(scope, async () => {
    const [settled, sale] = await Promise.all([readPayment(ref, payer.id), loadSale(bearer, ref)]);
    return settled ?? pay(sale);
  });
  return payment && settle(bearer, payment);
}

/** The sweep: each due sale's pending steps run once more; an entry whose payment is gone is dropped. */
export async function resumePendingSales(now = Date.now()): Promise<number> {
  let resumed = 0;
  for (const due of await pendingSales(now)) {
    const payment = await readPayment(due.sale, due.ownerId);
    if (!payment || !followUpPending(payment)) {
      await forgetJournal(due.sale);
      continue;
    }
    try {
      await settle(due.bearer, payment);
      resumed += 1;
    } catch (error) {
      logger.warn({ event: 'payment', sale: saleKey(due.sale), err: error }, 'follow-up resume failed');
    }
  }
  return resumed;
}

export const startFollowUpResume = () => startSweeps('follow-up resume', resumePendingSales, 60_000);
