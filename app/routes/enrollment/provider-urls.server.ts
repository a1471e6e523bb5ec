import { getEnv } from '@server/env';
import { providerUrl } from '~/lib/provider-url.server';
import { returnOrigin } from '~/lib/return-origin.server';

export const PAY_STEP = '/enrollment?paso=pago';
export const RESULT_STEP = '/enrollment?paso=resultado';

/** JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard. */
export function globalCheckoutUrl(request: Request, clientSecret: string) {
  return providerUrl(request, getEnv().GLOBAL_CARD_PROVIDER_HOSTED_URL, {
    client_secret: clientSecret,
    return_url: `${returnOrigin(request)}/dashboard`,
  });
}
