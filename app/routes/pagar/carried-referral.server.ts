/**
 * The invitation a parent arrived with (decision 035) is applied to the invoice 'Continuar al pago'
 * just opened: the landing promised the benefit on the first purchase, so the parent should not
 * have to find a button for it. The upstream decides and computes everything; a refusal is told
 * in a toast and never blocks the checkout (the invoice exists and 'Usar invitación' stays there).
 * A refusal for good drops the cookie; an unavailable upstream keeps it for a later try.
 */
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

/** Applies the carried code, if any; answers the Set-Cookie headers the redirect must carry. */
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
