import { CampaignDetailSchema, CampaignListSchema } from './schemas/campaigns';
import { apiData } from './services';

export async function listCampaigns() {
  return apiData({ path: '/api/products/campaigns/', schema: CampaignListSchema });
}

/** The id is checked by the caller. */
export async function getCampaign(id: string) {
  return apiData({ path: `/api/campaigns/${encodeURIComponent(id)}`, schema: CampaignDetailSchema });
}
