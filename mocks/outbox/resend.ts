/** A paid vacation purchase's receipt sent again: a card purchase or a subscription's first payment. */
import { db } from '../db';
import { resendVacationReceipt } from './vacation';
import { sendSubscriptionOutcome } from './subscription';

export function resendPurchaseReceipt(userId: number, purchaseId: string) {
  const subscription = db.globalSubscription.findFirst({
    where: { id: { equals: purchaseId }, userId: { equals: userId } },
  });
  if (subscription)
    return subscription.status === 'active' ? sendSubscriptionOutcome(subscription, true) : null;
  return resendVacationReceipt(userId, purchaseId);
}
