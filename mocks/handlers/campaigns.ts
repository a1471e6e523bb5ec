/** Campaigns: the running ones, and one by id (an ended one too: the app decides). */
import { http } from 'msw';
import { z } from 'zod';
import { campaigns } from '../../fixtures/campaigns';
import { MOCK_API_URL } from '../config';
import { badRequest, jsonAnswer, requireFound } from '../http/api-answers';
import { campaignDetail, campaignSummary, findCampaign, isRunning } from '../growth/campaigns';

const AgeRangeQuerySchema = z.enum(['5_to_7', '8_to_11', '12_plus']).nullable();

export const campaignHandlers = [
  http.get(`${MOCK_API_URL}/api/products/campaigns/`, () =>
    jsonAnswer({ data: campaigns.filter((campaign) => isRunning(campaign)).map(campaignSummary) }),
  ),
  http.get(`${MOCK_API_URL}/api/campaigns/:id`, ({ params, request }) => {
    const campaign = requireFound(findCampaign(String(params.id)));
    const ageRange = AgeRangeQuerySchema.safeParse(new URL(request.url).searchParams.get('age_range'));
    if (!ageRange.success) return badRequest({ age_range: ['Elija una opción válida.'] });
    return jsonAnswer({ data: campaignDetail(campaign, ageRange.data) });
  }),
];
