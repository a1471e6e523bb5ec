/** The vacation campaign the configuration names (decision 036; its program fields are hidden, 003). */
import { getEnv } from '../env';
import { callService } from './client';
import type { AgeRangeName } from './schemas/content';
import { VacationCampaignSchema } from './schemas/vacation';
import { apiService } from './services';

export async function getVacationCampaign(ageRange: AgeRangeName) {
  const id = getEnv().VACATION_CAMPAIGN_ID;
  const { data } = await callService(apiService(), {
    path: `/api/campaigns/${encodeURIComponent(id)}`,
    query: { age_range: ageRange },
    schema: VacationCampaignSchema,
  });
  return data.data;
}
