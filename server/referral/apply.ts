/**
 * A referral code applies once per family (decisions 035, 070): under a lock we re-read the invoice,
 * and one already carrying the code is answered as is.
 */
import { REFERRAL_REFUSED, referralReserved } from '@kernel/texts/referral';
import { withLock } from '../store/lock';
import { UpstreamError } from '../upstream/errors';
import { changeSale } from '../sales/offers';
import { invoiceSale } from '../sales/sale-ref';
import { applyReferral } from '../upstream/referral';
import type { Invoice } from '../upstream/schemas/invoices';
import { ReferralRefusalSchema } from '../upstream/schemas/referral';
import { ReferralRefusedError } from './errors';

const LOCK = { ttlMs: 15_000, waitMs: 10_000 };

/** Null when the error is no refusal. */
export function referralRefusal(error: unknown): ReferralRefusedError | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.kind === 'unavailable')
    return new ReferralRefusedError('unavailable', REFERRAL_REFUSED.unavailable);
  if (error.kind !== 'bad-request') return null;
  const parsed = ReferralRefusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { error_code: reason, invoice_number: held } = parsed.data;
  const text = reason === 'reserved' && held ? referralReserved(held) : REFERRAL_REFUSED[reason];
  return new ReferralRefusedError(reason, text);
}

export interface ApplyReferralInput {
  bearer: string;
  /** Its invitation is applied once, whichever invoice asks. */
  familyId: number;
  invoiceId: number;
  code: string;
}

export async function applyReferralCode({
  bearer,
  familyId,
  invoiceId,
  code,
}: ApplyReferralInput): Promise<Invoice> {
  return withLock(`referral-apply:${familyId}`, LOCK, () =>
    // A change of the sale: refused once it is closed, and its open offers voided first.
    changeSale(bearer, familyId, invoiceSale(invoiceId), async (sale) => {
      if (sale.invoice?.referral?.code === code) return sale.invoice;
      try {
        return await applyReferral(bearer, invoiceId, { code });
      } catch (error) {
        throw referralRefusal(error) ?? error;
      }
    }),
  );
}
