/** The campaigns as the API answers them, from fixtures/campaigns.ts and fixtures/vacation-programs.ts. */
import { campaigns, type CampaignFixture } from '../../fixtures/campaigns';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { vacationCampaign } from '../handlers/vacation';
import { productName } from '../catalogue/facts';
import { limaToday } from '../schedule/dates';

export const isRunning = (campaign: CampaignFixture, today = limaToday(new Date())) =>
  campaign.starts_on <= today && today <= campaign.ends_on;

export function findCampaign(id: string): CampaignFixture | undefined {
  return campaigns.find((campaign) => campaign.id === id);
}

export function campaignSummary({ description: _d, products: _p, ...summary }: CampaignFixture) {
  return summary;
}

export function campaignDetail(campaign: CampaignFixture, ageRange: string | null) {
  if (campaign.kind !== 'vacation')
    // A catalogue product is named as its own record names it (decision 076).
    return {
      ...campaign,
      products: campaign.products.map((product) => ({
        ...product,
        name: productName(product.id) ?? product.name,
      })),
    };
  const products = vacationPrograms.map((program) => ({
    id: program.id,
    kind: 'program' as const,
    name: program.name,
    description: program.description,
    age_range: program.age_range,
    link: `/vacaciones?edad=${program.age_range}`,
  }));
  const { programs, requirements } = vacationCampaign(ageRange).data;
  return { ...campaign, products, programs, requirements };
}

export function endedYesterday(campaign: CampaignFixture): CampaignFixture {
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return { ...campaign, ends_on: limaToday(yesterday) };
}
