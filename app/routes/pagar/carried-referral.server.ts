// The invitation the parent arrived with is applied to the invoice just opened. A refusal is a
// toast, never a block; a refusal for good drops the cookie, an outage keeps it.
import { REFERRAL_APPLIED_ON_START } from '@kernel/texts/referral';
import type { KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { logger } from '@server/log/logger';
import { dropReferralCode, readReferralCode } from '~/lib/referral-cookie.server';
import type { Caller } from '~/lib/trpc.server';

interface Carried {
  request: Request;
  session: KodeaSession;
  caller: Caller;
  invoiceId: number;
}

export async function applyCarriedReferral({
  request,
  session,
  caller,
  invoiceId,
}: Carried): Promise<string[]> {
  const code = await readReferralCode(request);
  if (!code) return [];
  try {
    await caller.referral.applyToInvoice({ invoiceId, code });
    session.flash('toast', { kind: 'success', message: REFERRAL_APPLIED_ON_START });
    return [await dropReferralCode()];
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'referral-refused') {
      session.flash('toast', { kind: 'error', message: outcome.message });
      return outcome.reason === 'unavailable' ? [] : [await dropReferralCode()];
    }
    // Anything else (a busy lock, an outage): the invoice is fine, the field keeps the code.
    logger.warn({ err: error, invoiceId }, '[referral] carried invitation not applied on start');
    return [];
  }
}
