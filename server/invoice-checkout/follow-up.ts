/** Steps after a confirmed payment; a failed step stays 'pending' and is retried, never re-charged. */
import { UpstreamError } from '../upstream/errors';
import { markInvoiceDone, sendPaidEmail } from '../upstream/invoices';
import { notifyPaymentSuccess } from '../upstream/payment-intents';
import { logCheckoutForbidden, logFollowUpPending } from './payment-log';
import { followUpPending } from './follow-up-state';
import { saveInvoicePayment, type ApprovedPayment, type InvoicePayment } from './records';

function pending(step: string, payment: ApprovedPayment, error: unknown) {
  if (error instanceof UpstreamError && error.kind === 'forbidden') logCheckoutForbidden(step);
  logFollowUpPending(step, payment, error);
}

async function report(bearer: string, payment: ApprovedPayment): Promise<boolean> {
  if (payment.reported) return true;
  try {
    await notifyPaymentSuccess(bearer, { invoice_id: payment.invoiceId, intent_id: payment.reference });
    return true;
  } catch (error) {
    pending('notification-success', payment, error);
    return false;
  }
}

export async function runFollowUp(bearer: string, recorded: ApprovedPayment): Promise<ApprovedPayment> {
  const payment: ApprovedPayment = { ...recorded, followUp: { ...recorded.followUp } };
  payment.reported = await report(bearer, payment);
  // Until the API knows of the payment, …/done would be refused (409 not_paid).
  if (payment.reported && payment.followUp.done === 'pending') {
    try {
      await markInvoiceDone(bearer, payment.invoiceId, {
        payment_method: payment.method,
        reference: payment.reference,
      });
      payment.followUp.done = 'done';
    } catch (error) {
      pending('done', payment, error);
    }
  }
  if (payment.followUp.done === 'done' && payment.followUp.email === 'pending') {
    try {
      await sendPaidEmail(bearer, payment.invoiceId);
      payment.followUp.email = 'done';
    } catch (error) {
      pending('paid-email', payment, error);
    }
  }
  await saveInvoicePayment(payment);
  return payment;
}

/** An approval whose follow-up is pending retries it; anything else is answered as recorded. */
export async function settle(bearer: string, payment: InvoicePayment): Promise<InvoicePayment> {
  return payment.status === 'approved' && followUpPending(payment) ? runFollowUp(bearer, payment) : payment;
}
