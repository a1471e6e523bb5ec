/** The referral program's links and uses; rules in mocks/referral/. */
import { nullable, primaryKey } from '@mswjs/data';
import type { ReferralKind, ReferralStatus } from '../../server/upstream/schemas/referral';

export const referralModels = {
  referralLink: {
    code: primaryKey(String),
    userId: Number,
    kind: () => 'course' as ReferralKind,
    itemId: Number,
    itemName: String,
    childFirstName: String,
    percent: Number,
    maxUses: nullable(Number),
    expiresAt: String,
    createdAt: String,
  },
  referralUse: {
    id: primaryKey(Number),
    code: String,
    userId: Number,
    invitedFirstName: String,
    invoiceId: nullable(Number),
    /** Kept for uses outside the fixtures' invoices; an invoice's own status wins (mocks/referral/uses.ts). */
    status: () => 'pending' as ReferralStatus,
    /** The inviting family's reward, from the invited invoice's subtotal. */
    rewardAmount: Number,
    currency: () => 'PEN' as 'PEN' | 'USD',
    usedAt: String,
  },
};
