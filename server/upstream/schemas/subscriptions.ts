import { z } from 'zod';

/** Global card provider answers through our API (spec §7: /customers/, /subscriptions/). */
export const CustomerSchema = z.object({ data: z.object({ customer_id: z.string().min(1) }) });
export const SubscriptionSchema = z.object({
  data: z.object({ subscription_id: z.string().min(1), client_secret: z.string().min(1) }),
});
