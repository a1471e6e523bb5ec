import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const CAMPAIGN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loadCampaignPage(request: Request, id: string | undefined) {
  if (!id || id.length > 60 || !CAMPAIGN_ID.test(id)) throw notFound();
  const caller = await getCaller(request);
  const campaign = await orThrowResponse(caller.campaigns.byId({ id }));
  return { campaign, origin: publicOrigin() };
}
