/**
 * The vacation campaign's answer with its programs changed (scenarios no-groups and no-courses),
 * and the promotion's two states that end it (issue 75): past its end, no place left at its price.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { limaDayEnd } from '../catalogue/vacation-promotions';
import { define, type Scenario } from './define';
import { findCampaign, campaignDetail } from '../growth/campaigns';
import type { vacationCampaign } from '../handlers/vacation';
import { jsonAnswer } from '../http/api-answers';

type Program = ReturnType<typeof vacationCampaign>['data']['programs'][number];

export function vacationWith(
  params: Record<string, string | readonly string[] | undefined>,
  request: Request,
  change: (program: Program) => Program,
) {
  const campaign = findCampaign(String(params.id));
  if (!campaign || campaign.kind !== 'vacation') return undefined;
  const detail = campaignDetail(campaign, new URL(request.url).searchParams.get('age_range'));
  if (!('programs' in detail)) return undefined;
  return jsonAnswer({ data: { ...detail, programs: detail.programs.map(change) } });
}

const campaignPath = `${MOCK_API_URL}/api/campaigns/:id`;

export const promotionScenarios: Scenario[] = [
  define(
    'vacation-promo-ended',
    'Vacaciones: la promoción de Roblox terminó ayer; se muestra y se cobra el precio normal.',
    (on) => [
      http.get(
        campaignPath,
        on(({ params, request }) =>
          vacationWith(params, request, (program) =>
            program.discount_ends_at ? { ...program, discount_ends_at: limaDayEnd(-1) } : program,
          ),
        ),
      ),
    ],
  ),
  define(
    'vacation-promo-sold-out',
    'Vacaciones: no quedan cupos con el precio promocional de Roblox; se muestra y se cobra el precio normal.',
    (on) => [
      http.get(
        campaignPath,
        on(({ params, request }) =>
          vacationWith(params, request, (program) =>
            program.discount_stock === null ? program : { ...program, discount_stock: 0 },
          ),
        ),
      ),
    ],
  ),
];
