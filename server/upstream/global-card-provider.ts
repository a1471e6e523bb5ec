/**
 * The global card provider with subscriptions, through our API (spec §7). Bodies are not shown
 * in the spec; ours are in docs/decisions/009-subscriptions-global-provider.md.
 */
import { getEnv } from '../env';
import { callService } from './client';
import { CustomerSchema, SubscriptionSchema } from './schemas/subscriptions';
import { apiService } from './services';

const path = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

export async function createCustomer(bearer: string, body: { email: string; name: string }) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: path('customers'),
    bearer,
    body,
    schema: CustomerSchema,
  });
  return data.data.customer_id;
}

export async function createSubscription(
  bearer: string,
  body: { customer_id: string; amount: number; currency: string; description: string },
) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: path('subscriptions'),
    bearer,
    body,
    schema: SubscriptionSchema,
  });
  return { subscriptionId: data.data.subscription_id, clientSecret: data.data.client_secret };
}
