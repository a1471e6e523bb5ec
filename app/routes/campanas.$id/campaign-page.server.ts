import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { isSlug } from '~/lib/url-slug';

export async function loadCampaignPage(request: Request, id: string | undefined) {
  if (!isSlug(id, 60)) throw notFound();
  const caller = await getCaller(request);
  const campaign = await orThrowResponse(caller.campaigns.byId({ id }));
  return { campaign, origin: publicOrigin() };
}
