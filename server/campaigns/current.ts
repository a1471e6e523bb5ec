/**
 * Which campaigns are on (decision 036): a campaign shows from its first day to its last, both
 * inclusive, in Lima (the business's calendar). The upstream lists current campaigns only, but a
 * list cached a few minutes or an answer for an ended campaign must never show one: we check too.
 */
import type { CampaignSummary } from '../upstream/schemas/campaigns';

const LIMA = 'America/Lima';

const LIMA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: LIMA });

const MINUTE_MS = 60_000;
/** The last minute asked and its day: a day in Lima always changes on a minute's boundary. */
let kept = { minute: Number.NaN, day: '' };

/** Today in Lima as YYYY-MM-DD (the en-CA format is ISO); formatted once a minute, not per call. */
export function limaToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== kept.minute) kept = { minute, day: LIMA_DATE.format(now) };
  return kept.day;
}

export function isCurrent(campaign: Pick<CampaignSummary, 'starts_on' | 'ends_on'>, today: string): boolean {
  return campaign.starts_on <= today && today <= campaign.ends_on;
}

/** Where a campaign's card leads: its own link, else its page. */
export function campaignHref(campaign: Pick<CampaignSummary, 'id' | 'link'>): string {
  return campaign.link ?? `/campanas/${campaign.id}`;
}
