/**
 * The vacation campaign: programs (with their groups, as sold) and requirements of one age range. The spec
 * does not show this call; we read GET /api/products/campaigns/ (docs/decisions/003-hidden-endpoints.md).
 */
import { callService } from './client';
import type { AgeRangeName } from './schemas/content';
import { VacationCampaignSchema } from './schemas/vacation';
import { apiService } from './services';

export async function getVacationCampaign(ageRange: AgeRangeName) {
  const { data } = await callService(apiService(), {
    path: '/api/products/campaigns/',
    query: { campaign: 'vacaciones', age_range: ageRange },
    schema: VacationCampaignSchema,
  });
  return data.data;
}
