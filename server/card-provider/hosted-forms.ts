/** The card providers' hosted forms, for a browser without JavaScript (spec §4); reads configuration only. */
import { getEnv } from '../env';
import type { OpenedSession } from '../sales/card-view';

/** Relative when the provider is served by this same site (mock mode). */
function providerUrl(siteOrigin: string, base: string, params: Record<string, string>) {
  const url = new URL(base, siteOrigin);
  url.search = new URLSearchParams(params).toString();
  return url.origin === siteOrigin ? url.pathname + url.search : url.toString();
}

/** Back to `returnUrl` with the transaction token; its cancel to `cancelUrl`. */
export const cardHostedFormUrl = (
  siteOrigin: string,
  session: OpenedSession,
  back: { returnUrl: string; cancelUrl: string },
) =>
  providerUrl(siteOrigin, getEnv().CARD_PROVIDER_HOSTED_URL, {
    sessionKey: session.sessionKey,
    merchantId: session.merchantId,
    purchaseNumber: session.purchaseNumber,
    amount: String(session.amount),
    currency: session.currency,
    ...back,
  });

export const globalHostedFormUrl = (siteOrigin: string, clientSecret: string, returnUrl: string) =>
  providerUrl(siteOrigin, getEnv().GLOBAL_CARD_PROVIDER_HOSTED_URL, {
    client_secret: clientSecret,
    return_url: returnUrl,
  });
