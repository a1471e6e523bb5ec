import { redirect } from '@remix-run/node';
import { ALREADY_PAID, alreadyPaidForChild, START_FAILED } from '@kernel/texts/payments';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { expectedOutcome, type Outcome } from '@server/trpc/outcomes';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { choiceOf, enrollmentHref, readVacationChoice, sameChoice } from './carried-choice.server';
import {
  childChoiceError,
  childIdOf,
  parseStartPayment,
  startPaymentRefused,
} from './child-choice-form.server';
import { procedureFieldErrors } from '~/lib/forms/submission.server';
import { PAY_STEP, RESULT_STEP } from './provider-urls.server';
import { reopenPayment, restorePurchase } from './resume-payment.server';
import { acceptSubscriptionTerms } from './subscription-terms.server';
import { joinWaitlistAction } from './waitlist.server';
import { logger } from '@server/log/logger';
import { reasonOf } from '~/lib/log-reason';
import { saleRefusalFlash } from '~/lib/sale-refusals.server';
import { payByCard } from '~/lib/sale-steps/card-step.server';
import { retryFollowUp, type SalePage } from '~/lib/sale-steps/sale-page.server';
import { payByWallet, WALLET_INTENTS } from '~/lib/sale-steps/wallet-step.server';
import { vacationSale } from '@server/sales/sale-ref';
import type { PaymentState } from '@server/vacation-purchase/types';
import type { Caller } from '~/lib/trpc.server';

/**
 * The purchase closed or its offer stale (a stale tab, an expired step, the seat gone): its step is
 * closed and the page says why; a new 'Finalizar Pago' opens a new one.
 */
function closedPaymentAnswer(session: KodeaSession, error: unknown) {
  if (!saleRefusalFlash(error, session)) return null;
  session.unset('payment');
  return redirectWithSession('/enrollment', session);
}

/** Already paid for this child, at start or under the lock: no payment step, 'Ver Mi Compra'. */
function alreadyPaidAnswer(session: KodeaSession, outcome: Outcome | null) {
  if (outcome?.kind !== 'already-paid') return null;
  const { child } = outcome;
  session.unset('payment');
  session.unset('subscription');
  session.flash('paymentError', child ? alreadyPaidForChild(child.firstName) : ALREADY_PAID);
  return redirectWithSession('/enrollment', session);
}

interface VacationStep {
  request: Request;
  session: KodeaSession;
  caller: Caller;
  form: FormData;
  payment: PaymentState;
  toLogin: (signOut: boolean) => Response | Promise<Response>;
}

/** /enrollment to the steps every sale shares, its payment in the session. */
function vacationPage({ request, session, caller, form, payment, toLogin }: VacationStep): SalePage {
  return {
    request,
    session,
    caller,
    form,
    sale: vacationSale(payment.purchaseNumber),
    path: '/enrollment',
    stepPath: PAY_STEP,
    resultPath: RESULT_STEP,
    go: (to) => redirectWithSession(to, session),
    refused: async (error) => {
      const outcome = expectedOutcome(error);
      if (outcome?.kind === 'unauthorized') return toLogin(true);
      // The child of this payment is no longer one of the parent's: nothing is charged.
      if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
      // Paid meanwhile by another purchase of the program (another schedule, tab or instance), or
      // the purchase closed under the step.
      return alreadyPaidAnswer(session, outcome) ?? closedPaymentAnswer(session, error);
    },
    record: (outcome) => session.set('payment', { ...payment, outcome }),
  };
}

export async function enrollmentAction(request: Request) {
  const session = await getSession(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  // What the page showed: its forms carry it, so a session that ended meanwhile loses nothing.
  const carried = readVacationChoice(form);
  const stored = session.get('purchase');
  const childId = childIdOf(form) ?? carried?.hijo ?? session.get('payment')?.child?.id;
  const choice = carried ?? (stored ? choiceOf(stored) : null);
  if (!choice) throw redirect('/vacaciones');
  // Spec §4 and §8: without a live session (or refused by the API) the step closes and the login
  // dialog opens on this page; signing in comes back to the same choice, and its payment step.
  const paying = intent === 'pay' || WALLET_INTENTS.has(intent);
  const loginHref = enrollmentHref({ ...choice, hijo: childId }, paying ? 'pago' : undefined);
  const toLogin = (signOut: boolean) => redirectToLogin(session, loginHref, { signOut });
  if (!readAuth(session)) return toLogin(false);
  if (carried && !sameChoice(stored, carried)) await restorePurchase(request, session, carried);
  if (paying && carried && !session.get('payment'))
    await reopenPayment(request, session, carried.hijo, String(form.get('purchaseNumber') ?? ''));
  const caller = await getCaller(request, session);

  // Decision 092: every schedule full, the child goes on the program's waitlist instead.
  if (intent === 'join-waitlist')
    return joinWaitlistAction(session, caller, form, { programId: choice.programa }, (hijo) =>
      enrollmentHref({ ...choice, hijo }),
    );

  if (intent === 'start-payment') {
    const submission = parseStartPayment(form);
    if (submission.status !== 'success') return startPaymentRefused(form);
    const { childId: chosen, ...receipt } = submission.value;
    const start = { childId: chosen };
    try {
      // Priced again for the signed-in buyer and kept, so summary, charge and receipt agree.
      session.set('purchase', await caller.purchases.current());
      const buyer = await getCaller(request, session);
      if (session.get('purchase')?.isSubscription) {
        session.set('subscription', await buyer.purchases.startSubscription(start));
        return redirectWithSession(PAY_STEP, session);
      }
      session.set('payment', await buyer.purchases.start({ ...start, receipt }));
    } catch (error) {
      const outcome = expectedOutcome(error);
      if (outcome?.kind === 'forbidden' || outcome?.kind === 'unauthorized') return toLogin(true);
      if (outcome?.kind === 'child-not-eligible') return childChoiceError(outcome.message, form);
      // 'Comprobante de pago' refused for this price (no DNI above S/ 700, a wrong RUC): beside it.
      const receiptErrors = procedureFieldErrors(error);
      if (receiptErrors) return startPaymentRefused(form, receiptErrors);
      // Another family's child: not found, and nothing about it is shown.
      if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
      const paid = alreadyPaidAnswer(session, outcome);
      if (paid) return paid;
      // Filled meanwhile (decision 092): nothing was created nor charged; the page says so.
      if (outcome?.kind === 'schedule-full') {
        session.flash('paymentError', WAITLIST_TEXT.scheduleFull);
        return redirectWithSession('/enrollment', session);
      }
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
  // No payment opened for what the page showed: the page again, the choice still made.
  if (!payment)
    return redirectWithSession(
      carried ? enrollmentHref({ ...carried, hijo: childId }) : '/enrollment',
      session,
    );

  const page = vacationPage({ request, session, caller, form, payment, toLogin });
  // 'Reintentar registro': never a charge; a failing step stays pending on the result screen.
  if (intent === 'retry-follow-up' && payment.outcome?.status === 'approved') return retryFollowUp(page);
  if (intent !== 'pay' && !WALLET_INTENTS.has(intent)) return redirectWithSession('/enrollment', session);
  if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
  // Yape and Plin (decision 085) on the card step, as any sale's.
  if (intent !== 'pay') return payByWallet(page, intent);
  return payByCard(page, {
    card: payment,
    termsAccepted: payment.termsAccepted,
    acceptTerms: () => session.set('payment', { ...payment, termsAccepted: true }),
  });
}
