import type { ApprovedPayment } from './records';

export const followUpPending = (payment: ApprovedPayment) =>
  !payment.reported || payment.followUp.done === 'pending' || payment.followUp.email === 'pending';
