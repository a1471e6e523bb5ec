/**
 * Campaign calls (issue 17, decision 036): both are public GETs, so the public cache keeps them
 * (docs/decisions/014) like the rest of the catalogue.
 */
import { callService } from './client';
import { CampaignDetailSchema, CampaignListSchema } from './schemas/campaigns';
import { apiService } from './services';

/** `GET /api/products/campaigns/`: the current campaigns, for the strip. */
export async function listCampaigns() {
  const { data } = await callService(apiService(), {
    path: '/api/products/campaigns/',
    schema: CampaignListSchema,
  });
  return data.data;
}

/** `GET /api/campaigns/{id}`: one campaign and its products (the id is checked by the caller). */
export async function getCampaign(id: string) {
  const { data } = await callService(apiService(), {
    path: `/api/campaigns/${encodeURIComponent(id)}`,
    schema: CampaignDetailSchema,
  });
  return data.data;
}
