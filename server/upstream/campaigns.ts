import { callService } from './client';
import { CampaignDetailSchema, CampaignListSchema } from './schemas/campaigns';
import { apiService } from './services';

export async function listCampaigns() {
  const { data } = await callService(apiService(), {
    path: '/api/products/campaigns/',
    schema: CampaignListSchema,
  });
  return data.data;
}

/** The id is checked by the caller. */
export async function getCampaign(id: string) {
  const { data } = await callService(apiService(), {
    path: `/api/campaigns/${encodeURIComponent(id)}`,
    schema: CampaignDetailSchema,
  });
  return data.data;
}
