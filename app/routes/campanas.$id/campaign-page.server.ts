import type { AppLoadContext } from '@remix-run/node';
import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { isSlug } from '~/lib/url-slug';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loadCampaignPage(request: Request, id: string | undefined, context?: AppLoadContext) {
  if (!isSlug(id, 60)) throw notFound();
  const caller = await loaderCaller(request, context);
  const campaign = await orThrowResponse(caller.campaigns.byId({ id }));
  return { campaign, origin: publicOrigin() };
}
