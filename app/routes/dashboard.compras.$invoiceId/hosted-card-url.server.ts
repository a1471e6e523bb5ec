import { getEnv } from '@server/env';
import type { CardPaymentView } from '@server/invoice-checkout/views';
import { providerUrl } from '~/lib/provider-url.server';
import { returnOrigin } from '~/lib/return-origin.server';

export function cardHostedFormUrl(request: Request, card: CardPaymentView, invoicePath: string) {
  const origin = returnOrigin(request);
  return providerUrl(request, getEnv().CARD_PROVIDER_HOSTED_URL, {
    sessionKey: card.sessionKey,
    merchantId: card.merchantId,
    purchaseNumber: card.purchaseNumber,
    amount: String(card.amount),
    currency: card.currency,
    returnUrl: `${origin}${invoicePath}`,
    cancelUrl: `${origin}${invoicePath}?paso=tarjeta`,
  });
}
