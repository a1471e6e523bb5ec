import { z } from 'zod';

export const CustomerSchema = z.object({ data: z.object({ customer_id: z.string().min(1) }) });
export const SubscriptionSchema = z.object({
  data: z.object({ subscription_id: z.string().min(1), client_secret: z.string().min(1) }),
});

/** Other provider states are kept as text: only 'active' counts as paid, only 'incomplete' as payable. */
export const SubscriptionStatusSchema = z.string().min(1).max(40);

export const SubscriptionListSchema = z.object({
  data: z.array(
    z.object({
      subscription_id: z.string().min(1),
      status: SubscriptionStatusSchema,
      program_id: z.string().nullable(),
      student_id: z.number().int().nullable(),
    }),
  ),
});
export type ListedSubscription = z.infer<typeof SubscriptionListSchema>['data'][number];

/** Withdraws an unpaid one; answers the status it is left in. */
export const SubscriptionCancelSchema = z.object({
  data: z.object({ subscription_id: z.string().min(1), status: SubscriptionStatusSchema }),
});
