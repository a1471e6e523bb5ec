/**
 * Subscription purchases (isSubscription): a customer and a subscription at the global card
 * provider, whose first payment the browser confirms with the provider. Like card purchases, one
 * open subscription per buyer, program and schedule (for a parent, per child) is reused across
 * sessions and instances.
 */
import { readJson, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import { createCustomer, createSubscription } from '../upstream/global-card-provider';
import type { UserData } from '../upstream/schemas/auth';
import { purchaseDescription } from './checkout';
import type { PurchaseChild } from './child-choice';
import { purchaseScope } from './purchase-registry';
import type { PurchaseContext, SubscriptionState } from './types';

const OPEN_TTL_MS = 60 * 60_000;

export function openSubscription(
  bearer: string,
  purchase: PurchaseContext,
  user: UserData,
  child: PurchaseChild | null = null,
): Promise<SubscriptionState> {
  const key = `subscription:open:${purchaseScope(user.id, purchase, child?.id ?? null)}`;
  return withLock(key, { ttlMs: 30_000, waitMs: 20_000 }, async () => {
    const open = await readJson<SubscriptionState>(key);
    if (open) return open;
    const started = await startSubscription(bearer, purchase, user);
    await writeJson(key, started, OPEN_TTL_MS);
    return started;
  });
}

async function startSubscription(
  bearer: string,
  purchase: PurchaseContext,
  user: UserData,
): Promise<SubscriptionState> {
  const customerId = await createCustomer(bearer, {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  const { subscriptionId, clientSecret } = await createSubscription(bearer, {
    customer_id: customerId,
    amount: purchase.price,
    currency: purchase.currencyCode,
    description: purchaseDescription(purchase),
  });
  return { subscriptionId, clientSecret, amount: purchase.price, currency: purchase.currencyCode };
}
