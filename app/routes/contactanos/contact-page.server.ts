/** /contactanos: its questions from the content service, the support phone and the site's origin. */
import { json, type AppLoadContext } from '@remix-run/node';
import { supportPhone } from '@server/site/merchant-facts';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loadContactPage(request: Request, context?: AppLoadContext) {
  const caller = await loaderCaller(request, context);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'contactanos' }));
  return json({ faqs, phone: supportPhone(), origin: publicOrigin() });
}
