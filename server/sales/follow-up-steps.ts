/**
 * The steps after an approved payment, each kind of sale its own list, each step written once
 * (decision 104): a step whose predecessor is still pending waits; a failed step stays pending.
 */
import { markInvoiceDone, sendPaidEmail } from '../upstream/invoices';
import { notifyPaymentSuccess } from '../upstream/payment-intents';
import { updatePurchase } from '../upstream/purchases';
import { enrolVacationPurchase } from '../vacation-purchase/follow-up';
import type { ApprovedPayment, StepStatus } from './payment';

interface Step {
  /** Waits for this step (the API refuses `done` until it knows of the payment). */
  after?: string;
  run(bearer: string, payment: ApprovedPayment): Promise<StepStatus>;
}

const invoiceId = (payment: ApprovedPayment) => Number(payment.sale.id);

export const FOLLOW_UP_STEPS: Record<string, Step> = {
  /** The global provider's payments are reported to the API; the soles provider reports its own. */
  report: {
    run: async (bearer, payment) => {
      await notifyPaymentSuccess(bearer, { invoice_id: invoiceId(payment), intent_id: payment.reference });
      return 'done';
    },
  },
  done: {
    after: 'report',
    run: async (bearer, payment) => {
      await markInvoiceDone(bearer, invoiceId(payment), {
        payment_method: payment.method,
        reference: payment.reference,
      });
      return 'done';
    },
  },
  email: {
    after: 'done',
    run: async (bearer, payment) => {
      await sendPaidEmail(bearer, invoiceId(payment));
      return 'done';
    },
  },
  enrollments: { run: (bearer, payment) => enrolVacationPurchase(bearer, payment) },
  'purchase-update': {
    run: async (bearer, payment) => {
      await updatePurchase(bearer, payment.number, {
        amount: payment.amount,
        currency: payment.currency,
        transaction_id: payment.reference,
      });
      return 'done';
    },
  },
};

/** The steps a new approval starts with, all pending. */
export function initialFollowUp(
  payment: Pick<ApprovedPayment, 'sale' | 'method'>,
): Record<string, StepStatus> {
  if (payment.sale.kind === 'vacation') return { enrollments: 'pending', 'purchase-update': 'pending' };
  return payment.method === 'global_card'
    ? { report: 'pending', done: 'pending', email: 'pending' }
    : { done: 'pending', email: 'pending' };
}
