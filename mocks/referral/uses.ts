/** Uses of referral codes; a use also reserves the family's invitation while its invoice is open. */
import { db, userById } from '../db';
import type { ReferralRefusalReason, ReferralStatus } from '../../server/upstream/schemas/referral';
import { settleExpiry } from '../checkout/invoice-records';
import { invoiceNumber } from '../checkout/invoice-number';
import { round2 } from '../checkout/round';
import { findLink, isExpired, usesCounted, type LinkRecord } from './links';

type UseRecord = NonNullable<ReturnType<typeof db.referralUse.findFirst>>;
interface InvoiceLike {
  id: number;
  userId: number;
  currency: 'PEN' | 'USD';
  discountCode: string | null;
}

export type ReferralCheck =
  | { ok: true; link: LinkRecord }
  | { ok: false; reason: Exclude<ReferralRefusalReason, 'reserved'> }
  | { ok: false; reason: 'reserved'; invoiceNumber: string };

/** The inviting family's share of the invited family's first subtotal, before any discount. */
const REWARD_PERCENT = 10;

export const useOfInvoice = (invoiceId: number): UseRecord | null =>
  db.referralUse.findFirst({ where: { invoiceId: { equals: invoiceId } } });

export function useStatus(use: UseRecord): ReferralStatus {
  if (use.invoiceId === null) return use.status;
  const invoice = db.invoice.findFirst({ where: { id: { equals: use.invoiceId } } });
  if (!invoice) return use.status;
  if (invoice.status === 'paid') return 'earned';
  if (invoice.status === 'open') return 'pending';
  return 'cancelled';
}

const statusById = (id: number) => {
  const use = db.referralUse.findFirst({ where: { id: { equals: id } } });
  return use ? useStatus(use) : 'cancelled';
};

function hasPaidBefore(userId: number): boolean {
  const paidInvoice = db.invoice
    .findMany({ where: { userId: { equals: userId } } })
    .some((invoice) => invoice.status === 'paid');
  const paidPurchase = db.purchase
    .findMany({ where: { userId: { equals: userId } } })
    .some((purchase) => purchase.transactionId !== null);
  return paidInvoice || paidPurchase;
}

const familyCurrency = (userId: number): 'PEN' | 'USD' =>
  userById(userId)?.countryCode === 'PE' ? 'PEN' : 'USD';

function reservingInvoice(invoice: InvoiceLike) {
  for (const use of db.referralUse.findMany({ where: { userId: { equals: invoice.userId } } })) {
    if (use.invoiceId === null || use.invoiceId === invoice.id) continue;
    const held = db.invoice.findFirst({ where: { id: { equals: use.invoiceId } } });
    if (held && settleExpiry(held).status === 'open') return held;
  }
  return null;
}

export function checkReferral(typed: string, invoice: InvoiceLike, now = new Date()): ReferralCheck {
  if (useOfInvoice(invoice.id)) return { ok: false, reason: 'already_applied' };
  const link = findLink(typed);
  if (!link) return { ok: false, reason: 'invalid' };
  if (isExpired(link, now)) return { ok: false, reason: 'expired' };
  if (link.userId === invoice.userId) return { ok: false, reason: 'own_family' };
  if (link.maxUses !== null && usesCounted(link, statusById) >= link.maxUses)
    return { ok: false, reason: 'used' };
  if (hasPaidBefore(invoice.userId)) return { ok: false, reason: 'not_first_invoice' };
  // The inviting family's reward is paid in its own currency, from the invited invoice's subtotal.
  if (familyCurrency(link.userId) !== invoice.currency) return { ok: false, reason: 'other_currency' };
  const held = reservingInvoice(invoice);
  if (held) return { ok: false, reason: 'reserved', invoiceNumber: invoiceNumber(held.id) };
  // One benefit per invoice: a discount code already took its share.
  if (invoice.discountCode !== null) return { ok: false, reason: 'not_combinable' };
  return { ok: true, link };
}

export function recordUse(link: LinkRecord, invoice: InvoiceLike, subtotal: number) {
  const user = userById(invoice.userId);
  const id = Math.max(0, ...db.referralUse.getAll().map((use) => use.id)) + 1;
  return db.referralUse.create({
    id,
    code: link.code,
    userId: invoice.userId,
    invitedFirstName: user?.firstName ?? '',
    invoiceId: invoice.id,
    status: 'pending',
    rewardAmount: round2((subtotal * REWARD_PERCENT) / 100),
    currency: invoice.currency,
    usedAt: new Date().toISOString(),
  });
}

export function invoiceReferral(invoiceId: number, subtotal: number) {
  const use = useOfInvoice(invoiceId);
  const link = use ? findLink(use.code) : null;
  if (!use || !link) return null;
  const owner = userById(link.userId);
  return {
    code: link.code,
    inviter_first_name: owner?.firstName ?? '',
    description: `Invitación de ${owner?.firstName ?? 'una familia Kodea'}: ${link.percent} % de descuento`,
    amount: round2((subtotal * link.percent) / 100),
  };
}
