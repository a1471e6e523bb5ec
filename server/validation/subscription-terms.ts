/** The subscription's consent, checked on the server before the card form may confirm anything. */
import { z } from 'zod';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { termsAccepted } from './terms';

export const SubscriptionTermsSchema = z.object({ terms: termsAccepted(SUBSCRIPTION_TEXT.termsRequired) });
