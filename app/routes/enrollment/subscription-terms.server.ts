// The subscription's consent step: only once the consent is kept in the session does the page
// get the client secret (hosted form redirect, or the embedded form's secret).
import { inTimeZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { globalHostedFormUrl } from '@server/card-provider/hosted-forms';
import { getEnv } from '@server/env';
import { logger } from '@server/log/logger';
import type { SubscriptionState } from '@server/vacation-purchase/types';
import { commitSession, redirectWithSession, type KodeaSession } from '@server/session.server';
import { SubscriptionTermsSchema } from '@server/validation/subscription-terms';
import { parseSubmission } from '~/lib/forms/submission.server';
import { TERMS_LIMITS, termsAnswer, termsRefused } from '~/lib/forms/terms.server';
import { returnOrigin } from '~/lib/return-origin.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export function renewalDateText(now: Date, timeZone: string): string {
  return inTimeZone(now, timeZone).add(1, 'month').format('D [de] MMMM [de] YYYY');
}

export function subscriptionView(request: Request, subscription: SubscriptionState, now = new Date()) {
  const env = getEnv();
  return {
    amountText: formatMoney(subscription.amount, subscription.currency),
    renewalDate: renewalDateText(now, timeZoneFromRequest(request)),
    publishableKey: env.GLOBAL_CARD_PROVIDER_KEY,
    scriptUrl: env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
    clientSecret: subscription.termsAcceptedAt ? subscription.clientSecret : null,
  };
}

export async function acceptSubscriptionTerms(request: Request, session: KodeaSession, form: FormData) {
  const submission = parseSubmission(form, SubscriptionTermsSchema, TERMS_LIMITS);
  const embedded = form.get('embedded') === '1';
  const subscription = session.get('subscription');
  if (!subscription) {
    // Finished, withdrawn or expired meanwhile: the page again, which shows where it stands.
    if (!embedded) return redirectWithSession('/enrollment', session);
    const result = submission.reply({ fieldErrors: { terms: [SUBSCRIPTION_TEXT.consentFailed] } });
    return termsAnswer({ form: 'terms', result, clientSecret: null }, { status: 409 });
  }
  if (submission.status !== 'success') return termsRefused(submission.reply());
  const termsAcceptedAt = subscription.termsAcceptedAt ?? new Date().toISOString();
  session.set('subscription', { ...subscription, termsAcceptedAt });
  // The consent is evidence of the recurring-charge authorization: one log line, no secret.
  logger.info(
    { event: 'payment', subscriptionId: subscription.subscriptionId, termsAcceptedAt },
    '[payment] subscription terms and recurring charge accepted',
  );
  // JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard.
  const hosted = globalHostedFormUrl(
    new URL(request.url).origin,
    subscription.clientSecret,
    `${returnOrigin(request)}/dashboard`,
  );
  if (!embedded) return redirectWithSession(hosted, session);
  return termsAnswer(
    { form: 'terms', result: submission.reply(), clientSecret: subscription.clientSecret },
    { headers: { 'Set-Cookie': await commitSession(session) } },
  );
}
