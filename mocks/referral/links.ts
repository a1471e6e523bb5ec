/** Referral links: one per family and item; the code names the inviting parent ('CARLOS-7K2P'). */
import { randomInt } from 'node:crypto';
import { db, userById } from '../db';
import type { ReferralLink, ReferralLookup } from '../../server/upstream/schemas/referral';
import { REFERRAL_PERCENT } from '../../fixtures/referrals';
import type { ReferableItem } from './items';

export type LinkRecord = NonNullable<ReturnType<typeof db.referralLink.findFirst>>;

/** A link lasts a year: long enough to share, short enough that an old chat message expires. */
const LINK_DAYS = 365;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const benefitText = (percent: number) => `Un ${percent} % de descuento en tu primera compra`;

/** 'Carlos' → 'CARLOS-7K2P'; plain ASCII capitals whatever the name's accents. */
function newCode(firstName: string): string {
  const name =
    firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 12) || 'KODEA';
  for (;;) {
    const tail = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const code = `${name}-${tail}`;
    if (!db.referralLink.findFirst({ where: { code: { equals: code } } })) return code;
  }
}

export const findLink = (code: string) =>
  db.referralLink.findFirst({ where: { code: { equals: code.trim().toUpperCase() } } });

export function linkOf(userId: number, item: ReferableItem): LinkRecord | null {
  return db.referralLink.findFirst({
    where: { userId: { equals: userId }, kind: { equals: item.kind }, itemId: { equals: item.id } },
  });
}

export function createOrReuse(userId: number, firstName: string, item: ReferableItem, now = new Date()) {
  const existing = linkOf(userId, item);
  if (existing) return { link: existing, created: false };
  const link = db.referralLink.create({
    code: newCode(firstName),
    userId,
    kind: item.kind,
    itemId: item.id,
    itemName: item.name,
    childFirstName: item.childFirstName,
    percent: REFERRAL_PERCENT,
    maxUses: null,
    expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString(),
    createdAt: now.toISOString(),
  });
  return { link, created: true };
}

export const isExpired = (link: LinkRecord, now = new Date()) => new Date(link.expiresAt) <= now;

export function usesCounted(link: LinkRecord, status: (useId: number) => string): number {
  return db.referralUse
    .findMany({ where: { code: { equals: link.code } } })
    .filter((use) => status(use.id) !== 'cancelled').length;
}

export const linkAnswer = (link: LinkRecord): ReferralLink => ({
  code: link.code,
  path: `/invitacion/${link.code}`,
  kind: link.kind,
  item_id: link.itemId,
  item_name: link.itemName,
  benefit: { percent: link.percent, text: benefitText(link.percent) },
  expires_at: link.expiresAt,
  created_at: link.createdAt,
});

export function lookupAnswer(
  link: LinkRecord,
  status: ReferralLookup['status'],
  callerId: number | null,
): ReferralLookup {
  const owner = userById(link.userId);
  return {
    code: link.code,
    inviter_first_name: owner?.firstName ?? 'Una familia Kodea',
    kind: link.kind,
    item_name: link.itemName,
    benefit: { percent: link.percent, text: benefitText(link.percent) },
    expires_at: link.expiresAt,
    status,
    own_family: callerId !== null && callerId === link.userId,
  };
}
