import { redirect } from '@remix-run/node';
import { ALREADY_PAID, alreadyPaidForChild, START_FAILED } from '@kernel/texts/payments';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { expectedOutcome, type Outcome } from '@server/trpc/outcomes';
import { parseTerms, termsRefused } from '~/lib/forms/terms.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { childChoiceError, childIdOf } from './child-choice-form.server';
import { hostedFormUrl, PAY_STEP, RESULT_STEP } from './provider-urls.server';
import { acceptSubscriptionTerms } from './subscription-terms.server';
import { logger } from '@server/log/logger';

/** Already paid for this child, at start or under the lock: no payment step, 'Ver Mi Compra'. */
function alreadyPaidAnswer(session: KodeaSession, outcome: Outcome | null) {
  if (outcome?.kind !== 'already-paid') return null;
  const { child } = outcome;
  session.unset('payment');
  session.unset('subscription');
  session.flash('paymentError', child ? alreadyPaidForChild(child.firstName) : ALREADY_PAID);
  return redirectWithSession('/enrollment', session);
}

/** An error's message for the log line: never the error object, whose cause may carry the payment's tokens. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const toLogin = (session: KodeaSession, signOut: boolean) =>
  redirectToLogin(session, '/enrollment', { signOut });

// After an approval, and for 'Reintentar registro': a failing step stays pending on the result
// screen; the charge is never undone or repeated.
async function enroll(request: Request, session: KodeaSession) {
  const payment = session.get('payment');
  if (!payment) return;
  try {
    const enrolled = await getCaller(request, session);
    session.set('payment', { ...payment, outcome: await enrolled.enrollments.create() });
  } catch (error) {
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] enrollments failed');
  }
}

export async function enrollmentAction(request: Request) {
  const session = await getSession(request);
  if (!session.get('purchase')) throw redirect('/vacaciones');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (!readAuth(session)) return toLogin(session, false);
  const caller = await getCaller(request, session);

  if (intent === 'start-payment') {
    const start = { childId: childIdOf(form) };
    try {
      // Priced again for the signed-in buyer and kept, so summary, charge and receipt agree.
      session.set('purchase', await caller.purchases.current());
      const buyer = await getCaller(request, session);
      if (session.get('purchase')?.isSubscription) {
        session.set('subscription', await buyer.purchases.startSubscription(start));
        return redirectWithSession(PAY_STEP, session);
      }
      session.set('payment', await buyer.purchases.start(start));
    } catch (error) {
      const outcome = expectedOutcome(error);
      if (outcome?.kind === 'forbidden' || outcome?.kind === 'unauthorized') return toLogin(session, true);
      if (outcome?.kind === 'child-not-eligible') return childChoiceError(outcome.message, form);
      // Another family's child: not found, and nothing about it is shown.
      if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
      const paid = alreadyPaidAnswer(session, outcome);
      if (paid) return paid;
      logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] start failed');
      session.flash('paymentError', START_FAILED);
      return redirectWithSession('/enrollment', session);
    }
    const started = session.get('payment');
    return redirectWithSession(started?.outcome ? RESULT_STEP : PAY_STEP, session);
  }

  // The monthly subscription's terms and recurring-charge consent (issue 20).
  if (intent === 'subscription-terms') return acceptSubscriptionTerms(request, session, form);

  const payment = session.get('payment');
  if (!payment) return redirectWithSession('/enrollment', session);

  if (intent === 'pay') {
    if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
    // The hosted form's return carries the token only: the terms were accepted on the way there.
    if (!payment.termsAccepted) {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return termsRefused(terms.reply());
    }
    const transactionToken = String(form.get('transactionToken') ?? '');
    if (!transactionToken) {
      // JavaScript off: card entry happens on the provider's hosted form, which hands back a token.
      session.set('payment', { ...payment, termsAccepted: true });
      return redirectWithSession(hostedFormUrl(request, payment), session);
    }
    try {
      const outcome = await caller.cardProvider.authorizePurchase({
        purchaseNumber: String(form.get('purchaseNumber') ?? ''),
        transactionToken,
      });
      session.set('payment', { ...payment, outcome });
      if (outcome.status === 'approved') await enroll(request, session);
      return redirectWithSession(RESULT_STEP, session);
    } catch (error) {
      const outcome = expectedOutcome(error);
      if (outcome?.kind === 'unauthorized') return toLogin(session, true);
      // The child of this payment is no longer one of the parent's: nothing is charged.
      if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
      // Paid meanwhile by another purchase of the program (another schedule, tab or instance).
      const paid = alreadyPaidAnswer(session, outcome);
      if (paid) return paid;
      if (outcome?.kind === 'forbidden') logger.error({ event: 'payment' }, 'Problemas con el request');
      // Spec §4 "Exception": the form comes back ready to retry and nothing is shown.
      logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] authorization failed');
      return redirectWithSession(PAY_STEP, session);
    }
  }

  if (intent === 'complete-follow-up' && payment.outcome?.status === 'approved') {
    await enroll(request, session);
    return redirectWithSession(RESULT_STEP, session);
  }
  return redirectWithSession('/enrollment', session);
}
