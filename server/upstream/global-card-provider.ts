/** The global card provider with subscriptions (bodies in docs/decisions/009 and 022). */
import { getEnv } from '../env';
import {
  CustomerSchema,
  SubscriptionCancelSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from './schemas/subscriptions';
import { apiData, postApi } from './services';

const path = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

export async function createCustomer(bearer: string, body: { email: string; name: string }) {
  const data = await postApi(path('customers'), body, CustomerSchema, { bearer });
  return data.data.customer_id;
}

/** `program_id` and `student_id` say what the subscription pays for. */
export async function createSubscription(
  bearer: string,
  body: {
    customer_id: string;
    amount: number;
    currency: string;
    description: string;
    program_id: string;
    student_id?: number;
  },
) {
  const data = await postApi(path('subscriptions'), body, SubscriptionSchema, { bearer });
  return { subscriptionId: data.data.subscription_id, clientSecret: data.data.client_secret };
}

export const listSubscriptions = async (bearer: string) =>
  apiData({ path: path('subscriptions'), bearer, schema: SubscriptionListSchema });

/** Only an unpaid subscription is withdrawn, so its client secret can no longer be confirmed. */
export async function cancelUnpaidSubscription(bearer: string, subscriptionId: string) {
  const data = await postApi(
    path(`subscriptions/${encodeURIComponent(subscriptionId)}/cancel`),
    {},
    SubscriptionCancelSchema,
    { bearer },
  );
  return data.data.status;
}
