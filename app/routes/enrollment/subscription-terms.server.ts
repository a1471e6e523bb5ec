// The subscription's consent step, as the dollar card's terms (app/lib/forms/terms.server.ts).
import { formatLongDate, inTimeZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { globalHostedFormUrl } from '@server/card-provider/hosted-forms';
import { getEnv } from '@server/env';
import { logger } from '@server/log/logger';
import type { SubscriptionState } from '@server/vacation-purchase/types';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { SubscriptionTermsSchema } from '@server/validation/subscription-terms';
import { acceptTerms } from '~/lib/forms/terms.server';
import { returnOrigin } from '~/lib/return-origin.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export function renewalDateText(now: Date, timeZone: string): string {
  return formatLongDate(inTimeZone(now, timeZone).add(1, 'month').format('YYYY-MM-DD'));
}

export function subscriptionView(request: Request, subscription: SubscriptionState) {
  const env = getEnv();
  return {
    amountText: formatMoney(subscription.amount, subscription.currency),
    renewalDate: renewalDateText(new Date(), timeZoneFromRequest(request)),
    publishableKey: env.GLOBAL_CARD_PROVIDER_KEY,
    scriptUrl: env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
    clientSecret: subscription.termsAcceptedAt ? subscription.clientSecret : null,
  };
}

export function acceptSubscriptionTerms(request: Request, session: KodeaSession, form: FormData) {
  const subscription = session.get('subscription') ?? null;
  const opened = subscription && {
    ...subscription,
    // JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard.
    hostedUrl: globalHostedFormUrl(
      new URL(request.url).origin,
      subscription.clientSecret,
      `${returnOrigin(request)}/dashboard`,
    ),
    keep: (termsAcceptedAt: string) => {
      session.set('subscription', { ...subscription, termsAcceptedAt });
      // The consent is evidence of the recurring-charge authorization: one log line, no secret.
      logger.info(
        { event: 'payment', subscriptionId: subscription.subscriptionId, termsAcceptedAt },
        '[payment] subscription terms and recurring charge accepted',
      );
    },
  };
  const page = { session, form, go: (to: string) => redirectWithSession(to, session) };
  // Finished, withdrawn or expired meanwhile: the page again, which shows where it stands.
  const closed = { path: '/enrollment', message: SUBSCRIPTION_TEXT.consentFailed };
  return acceptTerms(page, opened, closed, SubscriptionTermsSchema);
}
