/** The vacation campaign the configuration names (decision 036; its program fields are hidden, 003). */
import { getEnv } from '../env';
import type { AgeRangeName } from './schemas/content';
import { VacationCampaignSchema } from './schemas/vacation';
import { apiData } from './services';

/** Without an age range, every range's programs: a page that needs one range's learns it meanwhile. */
export async function getVacationCampaign(ageRange?: AgeRangeName) {
  const id = getEnv().VACATION_CAMPAIGN_ID;
  return apiData({
    path: `/api/campaigns/${encodeURIComponent(id)}`,
    query: { age_range: ageRange },
    schema: VacationCampaignSchema,
  });
}
