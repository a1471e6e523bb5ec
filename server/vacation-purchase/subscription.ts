/** The browser confirms a subscription's first payment, so a start withdraws the other unpaid ones first. */
import {
  cancelUnpaidSubscription,
  createCustomer,
  createSubscription,
  listSubscriptions,
} from '../upstream/global-card-provider';
import type { UserData } from '../upstream/schemas/auth';
import { alreadyPaid, paidPurchaseOf, subscriptionsOfUnit } from './already-paid';
import { purchaseDescription } from './checkout';
import { findPaid, markPaid, samePrice, startOnce } from './purchase-registry';
import type { PurchaseChild, PurchaseContext, SubscriptionState } from './types';

export function openSubscription(
  bearer: string,
  purchase: PurchaseContext,
  user: UserData,
  child: PurchaseChild | null,
): Promise<SubscriptionState> {
  const childId = child?.id ?? null;
  return startOnce<SubscriptionState>('subscription', user.id, purchase, childId, async (open) => {
    const subscriptions = await listSubscriptions(bearer);
    const paid = await paidPurchaseOf(bearer, user.id, purchase, child, subscriptions);
    if (paid) {
      await markPaid(user.id, purchase, childId, paid);
      throw alreadyPaid(child);
    }
    const unpaid = subscriptionsOfUnit(subscriptions, purchase, childId).filter(
      (s) => s.status === 'incomplete',
    );
    const reusable =
      open && samePrice(open, purchase) && unpaid.some((s) => s.subscription_id === open.subscriptionId)
        ? open
        : null;
    for (const other of unpaid) {
      if (other.subscription_id === reusable?.subscriptionId) continue;
      // Confirmed in another tab a moment ago: that one is the purchase, this start is refused.
      if ((await cancelUnpaidSubscription(bearer, other.subscription_id)) === 'active') {
        await markPaid(user.id, purchase, childId, other.subscription_id);
        throw alreadyPaid(child);
      }
    }
    if (reusable) return reusable;
    const customerId = await createCustomer(bearer, {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    const { subscriptionId, clientSecret } = await createSubscription(bearer, {
      customer_id: customerId,
      amount: purchase.price,
      currency: purchase.currencyCode,
      description: purchaseDescription(purchase),
      program_id: purchase.program_id,
      ...(childId === null ? {} : { student_id: childId }),
    });
    return { subscriptionId, clientSecret, amount: purchase.price, currency: purchase.currencyCode };
  });
}

/** 'withdrawn' when a later start replaced it or it is not the user's. */
export async function subscriptionStanding(
  bearer: string,
  userId: number,
  subscriptionId: string,
): Promise<'payable' | 'paid' | 'withdrawn'> {
  const subscriptions = await listSubscriptions(bearer);
  const own = subscriptions.find((s) => s.subscription_id === subscriptionId);
  if (!own?.program_id) return 'withdrawn';
  const item = { program_id: own.program_id };
  const childId = own.student_id ?? null;
  const active = subscriptionsOfUnit(subscriptions, item, childId).find((s) => s.status === 'active');
  if (active) {
    await markPaid(userId, item, childId, active.subscription_id);
    return 'paid';
  }
  if (await findPaid(bearer, userId, item, childId)) return 'paid';
  return own.status === 'incomplete' ? 'payable' : 'withdrawn';
}
