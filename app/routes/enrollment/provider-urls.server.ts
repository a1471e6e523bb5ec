import { globalHostedFormUrl } from '@server/card-provider/hosted-forms';
import { returnOrigin } from '~/lib/return-origin.server';

export const PAY_STEP = '/enrollment?paso=pago';
export const RESULT_STEP = '/enrollment?paso=resultado';

/** JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard. */
export const globalCheckoutUrl = (request: Request, clientSecret: string) =>
  globalHostedFormUrl(new URL(request.url).origin, clientSecret, `${returnOrigin(request)}/dashboard`);
