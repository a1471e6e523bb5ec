/** Campaign extras for the home and /cursos: a failed call renders the page without them. */
import type { Caller } from './trpc.server';
import { trialBannerState } from './trial-banner.server';

/** With the page's own caller: one session read per request, whatever the page loads besides. */
export async function loadCampaignExtras(request: Request, caller: Caller) {
  const url = new URL(request.url);
  const showBanner = trialBannerState(request) === 'new';
  const [campaigns, offer] = await Promise.all([
    caller.campaigns.strip(),
    showBanner ? caller.trialClass.banner() : Promise.resolve(null),
  ]);
  return {
    campaigns,
    trialBanner: offer
      ? { title: offer.title, description: offer.description, returnPath: url.pathname + url.search }
      : null,
  };
}

export type CampaignExtras = Awaited<ReturnType<typeof loadCampaignExtras>>;
