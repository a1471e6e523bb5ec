/** The referral part of resetDatabase(): the fixture links and their uses (fixtures/referrals.ts). */
import { referralLinks, referralUses } from '../../fixtures/referrals';
import { db } from './index';

export function seedReferrals(): void {
  for (const link of referralLinks) db.referralLink.create({ ...link });
  for (const use of referralUses) db.referralUse.create({ ...use });
}
