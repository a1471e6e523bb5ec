/** Campaigns (decision 036): the strip is an extra; when the list fails the pages render without it. */
import { z } from 'zod';
import { isCurrent, limaToday } from '../../campaigns/current';
import { campaignCard, campaignPage } from '../../campaigns/view';
import { optionalSection } from '../../upstream/optional-section';
import { getCampaign, listCampaigns } from '../../upstream/campaigns';
import { CampaignIdSchema } from '../../upstream/schemas/campaigns';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

export const campaignsRouter = router({
  strip: publicProcedure.query(() => {
    const today = limaToday();
    return optionalSection(
      'campaigns strip',
      listCampaigns().then((campaigns) =>
        campaigns.filter((campaign) => isCurrent(campaign, today)).map(campaignCard),
      ),
      [],
    );
  }),

  /** Unknown or ended is not found. */
  byId: publicProcedure.input(z.object({ id: z.string().max(80) })).query(async ({ input }) => {
    if (!CampaignIdSchema.safeParse(input.id).success)
      throw new OutcomeError({ kind: 'not-found' }, 'Campaña no encontrada');
    const campaign = await getCampaign(input.id);
    if (!isCurrent(campaign, limaToday()))
      throw new OutcomeError({ kind: 'not-found' }, 'La campaña terminó');
    return campaignPage(campaign);
  }),
});
