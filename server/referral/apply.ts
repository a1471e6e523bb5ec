/**
 * A referral code on an invoice (decision 035): PATCH /api/referral/invoice/{id}/ under the store
 * lock `referral-apply:<invoice id>`, so a double submit, two tabs or two instances apply it once.
 * Holding the lock we re-read the invoice: if it already carries this code, the earlier request
 * applied it and we answer that invoice instead of asking again (the upstream would refuse a
 * second PATCH with `already_applied`). Amounts are the upstream's; we send only the code.
 */
import { REFERRAL_REFUSED } from '@kernel/texts/referral';
import { INVOICE_NOT_PAYABLE } from '@kernel/texts/checkout';
import { NotPayableError } from '../checkout/errors';
import { withLock } from '../store/lock';
import { UpstreamError } from '../upstream/errors';
import { getInvoice } from '../upstream/invoices';
import { applyReferral } from '../upstream/referral';
import type { Invoice } from '../upstream/schemas/invoices';
import { ReferralRefusalSchema } from '../upstream/schemas/referral';
import { ReferralRefusedError } from './errors';

const LOCK = { ttlMs: 15_000, waitMs: 10_000 };

/** The refusal an upstream error means for the code, or null when it is no refusal. */
export function referralRefusal(error: unknown): ReferralRefusedError | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.kind === 'unavailable')
    return new ReferralRefusedError('unavailable', REFERRAL_REFUSED.unavailable);
  if (error.kind !== 'bad_request') return null;
  const parsed = ReferralRefusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  return new ReferralRefusedError(parsed.data.error_code, REFERRAL_REFUSED[parsed.data.error_code]);
}

export async function applyReferralCode(bearer: string, invoiceId: number, code: string): Promise<Invoice> {
  return withLock(`referral-apply:${invoiceId}`, LOCK, async () => {
    const invoice = await getInvoice(bearer, invoiceId);
    if (invoice.referral?.code === code) return invoice;
    if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
    try {
      return await applyReferral(bearer, invoiceId, { code });
    } catch (error) {
      throw referralRefusal(error) ?? error;
    }
  });
}
