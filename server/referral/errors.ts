/** The referral program's expected refusals; the referral router turns each into its outcome (decision 026). */
import type { ReferralRefusalReason } from '@kernel/texts/referral';

/** A referral code refused by the upstream, or not checkable now; `text` is its Spanish message. */
export class ReferralRefusedError extends Error {
  constructor(readonly reason: ReferralRefusalReason, readonly text: string) {
    super(`referral refused: ${reason}`);
    this.name = 'ReferralRefusedError';
  }
}
