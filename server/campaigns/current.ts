/** A campaign shows its first to last day in Lima; we check too, since an ended one may still be cached. */
import type { CampaignSummary } from '../upstream/schemas/campaigns';

const LIMA = 'America/Lima';

const LIMA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: LIMA });

const MINUTE_MS = 60_000;
/** A day in Lima always changes on a minute's boundary. */
let kept = { minute: Number.NaN, day: '' };

/** YYYY-MM-DD (en-CA is ISO), formatted once a minute, not per call. */
export function limaToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== kept.minute) kept = { minute, day: LIMA_DATE.format(now) };
  return kept.day;
}

export function isCurrent(campaign: Pick<CampaignSummary, 'starts_on' | 'ends_on'>, today: string): boolean {
  return campaign.starts_on <= today && today <= campaign.ends_on;
}

export function campaignHref(campaign: Pick<CampaignSummary, 'id' | 'link'>): string {
  return campaign.link ?? `/campanas/${campaign.id}`;
}
