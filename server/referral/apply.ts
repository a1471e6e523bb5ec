/**
 * A referral code on an invoice (decisions 035 and 070): PATCH /api/referral/invoice/{id}/ under
 * the store lock `referral-apply:<family id>`, so a double submit, two tabs, two invoices or two
 * instances apply a family's invitation once: the upstream reserves it on the invoice it joins
 * (refusing any other open invoice of the family with `reserved` and that invoice's number), and
 * the lock keeps two of our requests from asking at the same moment. Holding the lock we re-read
 * the invoice: if it already carries this code, the earlier request applied it and we answer that
 * invoice instead of asking again (the upstream would refuse a second PATCH with
 * `already_applied`). Amounts are the upstream's; we send only the code.
 */
import { REFERRAL_REFUSED, referralReserved } from '@kernel/texts/referral';
import { INVOICE_NOT_PAYABLE } from '@kernel/texts/checkout';
import { NotPayableError } from '../invoice-checkout/errors';
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
  if (error.kind !== 'bad-request') return null;
  const parsed = ReferralRefusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { error_code: reason, invoice_number: held } = parsed.data;
  const text = reason === 'reserved' && held ? referralReserved(held) : REFERRAL_REFUSED[reason];
  return new ReferralRefusedError(reason, text);
}

export interface ApplyReferralInput {
  bearer: string;
  /** The signed-in family (user id): its invitation is applied once, whichever invoice asks. */
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
  return withLock(`referral-apply:${familyId}`, LOCK, async () => {
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
