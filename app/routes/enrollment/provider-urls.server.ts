import { getEnv } from '@server/env';
import type { PaymentState } from '@server/vacation-purchase/types';
import { providerUrl } from '~/lib/provider-url.server';
import { returnOrigin } from '~/lib/return-origin.server';

export const PAY_STEP = '/enrollment?paso=pago';
export const RESULT_STEP = '/enrollment?paso=resultado';

type CardSession = Pick<PaymentState, 'sessionKey' | 'merchantId' | 'purchaseNumber' | 'amount'> & {
  currency: string;
};

/** JavaScript off: the card provider's hosted form, back to `returnPath`, its cancel to `cancelPath`. */
export function hostedFormUrl(
  request: Request,
  payment: CardSession,
  returnPath = '/enrollment',
  cancelPath = PAY_STEP,
) {
  const origin = returnOrigin(request);
  return providerUrl(request, getEnv().CARD_PROVIDER_HOSTED_URL, {
    sessionKey: payment.sessionKey,
    merchantId: payment.merchantId,
    purchaseNumber: payment.purchaseNumber,
    amount: String(payment.amount),
    currency: payment.currency,
    returnUrl: `${origin}${returnPath}`,
    cancelUrl: `${origin}${cancelPath}`,
  });
}

/** JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard. */
export function globalCheckoutUrl(request: Request, clientSecret: string) {
  return providerUrl(request, getEnv().GLOBAL_CARD_PROVIDER_HOSTED_URL, {
    client_secret: clientSecret,
    return_url: `${returnOrigin(request)}/dashboard`,
  });
}
