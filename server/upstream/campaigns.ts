import { CampaignDetailSchema, CampaignListSchema } from './schemas/campaigns';
import { apiData } from './services';

export const listCampaigns = async () =>
  apiData({ path: '/api/products/campaigns/', schema: CampaignListSchema });

/** The id is checked by the caller. */
export const getCampaign = async (id: string) =>
  apiData({ path: `/api/campaigns/${encodeURIComponent(id)}`, schema: CampaignDetailSchema });
