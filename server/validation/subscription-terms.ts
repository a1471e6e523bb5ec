/**
 * The monthly subscription's consent (issue 20): the terms and the recurring charge, required
 * and checked on the server before the provider's card form may confirm anything.
 */
import { z } from 'zod';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';

export const SubscriptionTermsSchema = z.object({
  terms: z.literal(true, { error: SUBSCRIPTION_TEXT.termsRequired }),
});
