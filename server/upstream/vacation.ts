/**
 * The vacation campaign: programs (with their groups, as sold) and requirements of one age range,
 * read as the campaign whose id the configuration names (`VACATION_CAMPAIGN_ID`, default
 * 'vacaciones'): `GET /api/campaigns/{id}?age_range=…` (decision 036; the program and requirement
 * fields are the hidden part of that answer, docs/decisions/003-hidden-endpoints.md).
 */
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
