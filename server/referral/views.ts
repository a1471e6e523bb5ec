/** What the referral pages show (pure): the upstream's texts and amounts, dates in the parent's zone. */
import { CHAT_ORIGIN } from '@kernel/chat';
import { formatDateInZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { REFERRAL_REFUSED, REFERRAL_STATUS_LABEL, shareMessage } from '@kernel/texts/referral';
import type {
  ReferralKind,
  ReferralLink,
  ReferralLookup,
  ReferralOverview,
} from '../upstream/schemas/referral';
import { kindPhrase } from './kinds';

// The product's one date format (kernel/dates.ts), never Intl's es-PE 'setiembre' (issue 76).
const longDate = (iso: string, timeZone: string) => formatDateInZone(iso, timeZone);

/** No number: the parent picks the friend in their chat app. */
export const shareHref = (message: string) => `${CHAT_ORIGIN}/?text=${encodeURIComponent(message)}`;

export interface InviteContext {
  origin: string;
  timeZone: string;
  inviterFirstName: string;
}

export function inviteLinkView(link: ReferralLink, context: InviteContext) {
  const url = `${context.origin}${link.path}`;
  return {
    code: link.code,
    /** Absolute, from PUBLIC_URL. */
    url,
    benefit: link.benefit.text,
    expires: longDate(link.expires_at, context.timeZone),
    shareHref: shareHref(shareMessage(context.inviterFirstName, link.item_name, link.benefit.text, url)),
  };
}

type OverviewItem = ReferralOverview['items'][number];

export function inviteView(item: OverviewItem, context: InviteContext) {
  return {
    kind: item.kind,
    id: item.id,
    itemName: item.name,
    childFirstName: item.child_first_name,
    phrase: kindPhrase(item.kind, item.name),
    link: item.link ? inviteLinkView(item.link, context) : null,
  };
}

export function landingView(lookup: ReferralLookup, timeZone: string) {
  const refusal =
    lookup.status === 'expired'
      ? REFERRAL_REFUSED.expired
      : lookup.status === 'used'
      ? REFERRAL_REFUSED.used
      : lookup.own_family
      ? REFERRAL_REFUSED.own_family
      : null;
  return {
    code: lookup.code,
    inviterFirstName: lookup.inviter_first_name,
    itemName: lookup.item_name,
    phrase: kindPhrase(lookup.kind, lookup.item_name),
    benefit: lookup.benefit.text,
    expires: longDate(lookup.expires_at, timeZone),
    /** Kept for sign-up and sign-in only while it can still apply. */
    usable: refusal === null,
    /** Null when it can apply. */
    refusal,
  };
}

export function referralsView(
  overview: ReferralOverview,
  timeZone: string,
  hrefOf: (kind: ReferralKind, id: number) => string,
) {
  return {
    rows: overview.referrals.map((row) => ({
      id: row.id,
      invited: row.invited_first_name,
      itemName: row.item_name,
      code: row.code,
      status: row.status,
      statusLabel: REFERRAL_STATUS_LABEL[row.status],
      reward: row.reward ? formatMoney(row.reward.amount, row.reward.currency) : null,
      date: longDate(row.used_at, timeZone),
    })),
    /** One per currency; empty until a reward is earned. */
    earned: overview.earned.map((money) => formatMoney(money.amount, money.currency)),
    items: overview.items.map((item) => ({
      name: item.name,
      childFirstName: item.child_first_name,
      href: hrefOf(item.kind, item.id),
      hasLink: item.link !== null,
    })),
  };
}
