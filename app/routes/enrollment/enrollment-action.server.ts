import { redirect } from '@remix-run/node';
import { PAYMENT_STARTS_THROTTLED, START_FAILED } from '@kernel/texts/payments';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { readVacationChoice } from '@server/validation/vacation-choice';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { choiceOf, enrollmentHref, sameChoice } from './carried-choice.server';
import { childIdOf, parseStartPayment, startPaymentRefused } from './child-choice-form.server';
import { procedureFieldErrors } from '~/lib/forms/submission.server';
import { restorePurchase } from './page-purchase.server';
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
import { SESSION_ENDED_NOTHING_CHARGED } from '@kernel/texts/login';

const PAY_STEP = '/enrollment?paso=pago';
const RESULT_STEP = '/enrollment?paso=resultado';

function backWith(session: KodeaSession, message: string) {
  session.flash('paymentError', message);
  return redirectWithSession('/enrollment', session);
}

type ToLogin = (signOut: boolean) => Response | Promise<Response>;

/** What starting and every payment step answer alike; null for any other refusal. */
async function pageRefusal(session: KodeaSession, error: unknown, toLogin: ToLogin) {
  const outcome = expectedOutcome(error);
  if (outcome?.kind === 'unauthorized') return toLogin(true);
  // Another family's child, or one no longer the parent's: not found, nothing shown nor charged.
  if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
  // Already paid for this child (another schedule, tab or instance): no step, 'Ver Mi Compra', and
  // the refusal's own words (server/vacation-purchase/already-paid.ts).
  if (outcome?.kind !== 'already-paid' || !(error instanceof Error)) return null;
  session.unset('payment');
  session.unset('subscription');
  return backWith(session, error.message);
}
type PageBase = Pick<SalePage, 'request' | 'session' | 'caller' | 'form'>;

/** /enrollment to the steps every sale shares, its payment in the session. */
function vacationPage(base: PageBase, payment: PaymentState, toLogin: ToLogin): SalePage {
  const { session } = base;
  return {
    ...base,
    sale: vacationSale(payment.purchaseNumber),
    path: '/enrollment',
    stepPath: PAY_STEP,
    resultPath: RESULT_STEP,
    go: (to) => redirectWithSession(to, session),
    refused: async (error) => {
      const answered = await pageRefusal(session, error, toLogin);
      if (answered || !saleRefusalFlash(error, session)) return answered;
      // Closed or stale (a stale tab, an expired step, the seat gone): the page says why; a new start opens.
      session.unset('payment');
      return redirectWithSession('/enrollment', session);
    },
    record: (outcome) => session.set('payment', { ...payment, outcome }),
  };
}

/** 'Finalizar Pago': the payment (or the subscription) opened for the chosen child. */
async function startPayment({ session, caller, form }: PageBase, toLogin: ToLogin) {
  const submission = parseStartPayment(form);
  if (submission.status !== 'success') return startPaymentRefused(form);
  const { childId, ...receipt } = submission.value;
  try {
    // Priced again for the signed-in buyer and kept for the summary (the starts price it themselves).
    session.set('purchase', await caller.purchases.current());
    if (session.get('purchase')?.isSubscription) {
      session.set('subscription', await caller.purchases.startSubscription({ childId }));
      return redirectWithSession(PAY_STEP, session);
    }
    session.set('payment', await caller.purchases.start({ childId, receipt }));
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'forbidden') return toLogin(true);
    if (outcome?.kind === 'child-not-eligible')
      return startPaymentRefused(form, { childId: [outcome.message] });
    // 'Comprobante de pago' refused for this price (no DNI above S/ 700, a wrong RUC): beside it.
    const receiptErrors = procedureFieldErrors(error);
    if (receiptErrors) return startPaymentRefused(form, receiptErrors);
    const answered = await pageRefusal(session, error, toLogin);
    if (answered) return answered;
    // Filled meanwhile (decision 092): nothing was created nor charged; the page says so.
    if (outcome?.kind === 'schedule-full') return backWith(session, WAITLIST_TEXT.scheduleFull);
    if (outcome?.kind === 'throttled') return backWith(session, PAYMENT_STARTS_THROTTLED);
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] start failed');
    return backWith(session, START_FAILED);
  }
  return redirectWithSession(session.get('payment')?.outcome ? RESULT_STEP : PAY_STEP, session);
}

export async function enrollmentAction(request: Request) {
  const session = await getSession(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const carried = readVacationChoice(form);
  const stored = session.get('purchase');
  const childId = childIdOf(form) ?? carried?.hijo ?? session.get('payment')?.child?.id;
  const choice = carried ?? (stored ? choiceOf(stored) : null);
  if (!choice) throw redirect('/vacaciones');
  // Spec §4 and §8: without a live session (or refused by the API) the step closes and the login
  // dialog opens on this page; signing in comes back to the same choice, and its payment step.
  const paying = intent === 'pay' || WALLET_INTENTS.has(intent);
  const loginHref = enrollmentHref({ ...choice, hijo: childId }, paying ? 'pago' : undefined);
  // Paying, the dialog says the session ended and nothing was charged (issue 76 point 7).
  const notice = paying ? SESSION_ENDED_NOTHING_CHARGED : undefined;
  const toLogin = (signOut: boolean) => redirectToLogin(session, loginHref, { signOut, notice });
  if (!readAuth(session)) return toLogin(false);
  if (carried && !sameChoice(stored, carried)) await restorePurchase(request, session, carried);
  const caller = await getCaller(request, session);
  if (paying && carried && !session.get('payment')) {
    // Only the payment whose number the form posted: another one would charge what was not shown.
    const opened = await caller.purchases.opened({ childId: carried.hijo });
    if (opened && opened.purchaseNumber === form.get('purchaseNumber')) session.set('payment', opened);
  }
  const base = { request, session, caller, form };

  if (intent === 'join-waitlist')
    return joinWaitlistAction(session, caller, form, { programId: choice.programa }, (hijo) =>
      enrollmentHref({ ...choice, hijo }),
    );
  if (intent === 'start-payment') return startPayment(base, toLogin);
  // The monthly subscription's terms and recurring-charge consent (issue 20).
  if (intent === 'subscription-terms') return acceptSubscriptionTerms(request, session, form);

  const payment = session.get('payment');
  // No payment opened for what the page showed: the page again, the choice still made.
  if (!payment)
    return redirectWithSession(
      carried ? enrollmentHref({ ...carried, hijo: childId }) : '/enrollment',
      session,
    );

  const page = vacationPage(base, payment, toLogin);
  // 'Reintentar registro': never a charge; a failing step stays pending on the result screen.
  if (intent === 'retry-follow-up' && payment.outcome?.status === 'approved') return retryFollowUp(page);
  if (!paying) return redirectWithSession('/enrollment', session);
  if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
  if (intent !== 'pay') return payByWallet(page, intent);
  return payByCard(page);
}
