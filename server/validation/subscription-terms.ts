/** The subscription's consent, checked on the server before the card form may confirm anything. */
import { z } from 'zod';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';

export const SubscriptionTermsSchema = z.object({
  terms: z.literal(true, { error: SUBSCRIPTION_TEXT.termsRequired }),
});
