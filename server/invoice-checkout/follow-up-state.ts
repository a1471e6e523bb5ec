/** Whether a confirmed payment still has a step to finish (pure: the views and the follow-up read it). */
import type { ApprovedPayment } from './records';

export const followUpPending = (payment: ApprovedPayment) =>
  !payment.reported || payment.followUp.done === 'pending' || payment.followUp.email === 'pending';
