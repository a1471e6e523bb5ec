/** What the strip and the campaign page show of a campaign (decision 036): words and links, no prices. */
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { formatLongDate } from '@kernel/dates';
import type { CampaignDetail, CampaignSummary } from '../upstream/schemas/campaigns';
import { campaignHref } from './current';

/** 'Del 1 de diciembre de 2026 al 31 de marzo de 2027'. */
export function campaignDatesText(campaign: Pick<CampaignSummary, 'starts_on' | 'ends_on'>): string {
  return `Del ${formatLongDate(campaign.starts_on)} al ${formatLongDate(campaign.ends_on)}`;
}

export function campaignCard(campaign: CampaignSummary) {
  return {
    id: campaign.id,
    title: campaign.title,
    summary: campaign.summary,
    kind: campaign.kind,
    href: campaignHref(campaign),
    datesText: campaignDatesText(campaign),
    image: campaign.image,
  };
}
export type CampaignCard = ReturnType<typeof campaignCard>;

export function campaignPage(campaign: CampaignDetail) {
  return {
    ...campaignCard(campaign),
    description: campaign.description,
    products: campaign.products.map((product) => ({
      id: product.id,
      kind: product.kind,
      name: product.name,
      description: product.description,
      ageRange: product.age_range,
      ageText: product.age_range ? AGE_RANGE_LABEL[product.age_range] : null,
      href: product.link,
    })),
  };
}
