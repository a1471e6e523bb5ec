/** The vacation campaign's answer with its programs changed (scenarios no-groups and no-courses). */
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
