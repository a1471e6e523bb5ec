/**
 * The browser confirms a subscription's first payment directly, so other unpaid subscriptions are
 * withdrawn under a lock before a start; one found paid meanwhile refuses the start.
 */
import { readJson, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import {
  cancelUnpaidSubscription,
  createCustomer,
  createSubscription,
  listSubscriptions,
} from '../upstream/global-card-provider';
import type { UserData } from '../upstream/schemas/auth';
import { alreadyPaid, paidPurchaseOf, subscriptionsOfUnit } from './already-paid';
import { purchaseDescription } from './checkout';
import { findPaid, markPaid, OPEN_TTL_MS, programUnit, purchaseScope, samePrice } from './purchase-registry';
import type { PurchaseChild, PurchaseContext, SubscriptionState } from './types';

/** Per schedule, as an open card payment. */
const openKey = (userId: number, purchase: PurchaseContext, childId: number | null) =>
  `subscription:open:${purchaseScope(userId, purchase, childId)}`;

export function openSubscription(
  bearer: string,
  purchase: PurchaseContext,
  user: UserData,
  child: PurchaseChild | null = null,
): Promise<SubscriptionState> {
  const childId = child?.id ?? null;
  const key = `subscription-start:${programUnit(user.id, purchase, childId)}`;
  return withLock(key, { ttlMs: 30_000, waitMs: 20_000 }, async () => {
    const subscriptions = await listSubscriptions(bearer);
    const paid = await paidPurchaseOf(bearer, user.id, purchase, child, subscriptions);
    if (paid) {
      await markPaid(user.id, purchase, childId, paid);
      throw alreadyPaid(child);
    }
    const unpaid = subscriptionsOfUnit(subscriptions, purchase, childId).filter(
      (s) => s.status === 'incomplete',
    );
    const open = await readJson<SubscriptionState>(openKey(user.id, purchase, childId));
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
    const started = { subscriptionId, clientSecret, amount: purchase.price, currency: purchase.currencyCode };
    await writeJson(openKey(user.id, purchase, childId), started, OPEN_TTL_MS);
    return started;
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
