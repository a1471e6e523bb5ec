/** The /enrollment form: 'Finalizar Pago', 'PAGAR' and 'Reintentar registro' (spec §4 "Card payment modal"). */
import { json, redirect } from '@remix-run/node';
import { TRPCError } from '@trpc/server';
import { AlreadyPaidError } from '@server/payments/checkout';
import { ChildChoiceError } from '@server/payments/child-choice';
import { alreadyPaidForChild } from '@server/payments/child-messages';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { ALREADY_PAID_MESSAGE } from '@server/trpc/routers/payment';
import { ALREADY_PAID, START_FAILED, TERMS_REQUIRED } from '~/lib/payment-messages';
import { errorCode, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { hostedFormUrl, PAY_STEP, RESULT_STEP } from './enrollment-urls.server';
import { logger } from '@server/log/logger';

/** The child chosen on the form: a whole number, or nothing (the procedure says whether one is needed). */
function childIdOf(form: FormData): number | undefined {
  const raw = String(form.get('childId') ?? '');
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}

/** The form again, with the message beside the child choice and the value sent (spec-style field error). */
const childChoiceError = (message: string, form: FormData) =>
  json(
    {
      fieldErrors: { childId: message },
      values: { childId: String(form.get('childId') ?? '').slice(0, 20) },
    },
    { status: 400 },
  );

/**
 * The program is already paid for this child (a student: for themselves), found at start or
 * under the lock at authorization: the message, no payment step, and 'Ver Mi Compra' on the page.
 */
function alreadyPaidAnswer(session: KodeaSession, error: unknown) {
  if (!(error instanceof Error) || error.message !== ALREADY_PAID_MESSAGE) return null;
  const child = error.cause instanceof AlreadyPaidError ? error.cause.child : null;
  session.unset('payment');
  session.unset('subscription');
  session.flash('paymentError', child ? alreadyPaidForChild(child.firstName) : ALREADY_PAID);
  return redirectWithSession('/enrollment', session);
}

/** Spec §6/§8: paying needs both tokens; a 403 on purchase creation sends the user to sign in. */
/** An error's message for the log line: never the error object, whose cause may carry the payment's tokens. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const toLogin = (session: KodeaSession, signOut: boolean) =>
  redirectToLogin(session, '/enrollment', { signOut });

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
      session.set('purchase', await caller.payment.purchase());
      const buyer = await getCaller(request, session);
      if (session.get('purchase')?.isSubscription) {
        session.set('subscription', await buyer.payment.startSubscription(start));
        return redirectWithSession(PAY_STEP, session);
      }
      session.set('payment', await buyer.payment.start(start));
    } catch (error) {
      if (errorCode(error) === 'FORBIDDEN' || errorCode(error) === 'UNAUTHORIZED')
        return toLogin(session, true);
      if (error instanceof TRPCError && error.cause instanceof ChildChoiceError)
        return childChoiceError(error.message, form);
      // Another family's child: not found, and nothing about it is shown.
      if (errorCode(error) === 'NOT_FOUND') throw toRouteErrorResponse(error);
      const paid = alreadyPaidAnswer(session, error);
      if (paid) return paid;
      logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] start failed');
      session.flash('paymentError', START_FAILED);
      return redirectWithSession('/enrollment', session);
    }
    const started = session.get('payment');
    return redirectWithSession(started?.outcome ? RESULT_STEP : PAY_STEP, session);
  }

  const payment = session.get('payment');
  if (!payment) return redirectWithSession('/enrollment', session);

  if (intent === 'pay') {
    if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
    const termsAccepted = form.get('terms') === 'on' || payment.termsAccepted;
    if (!termsAccepted) {
      session.flash('paymentError', TERMS_REQUIRED);
      return redirectWithSession(PAY_STEP, session);
    }
    const transactionToken = String(form.get('transactionToken') ?? '');
    if (!transactionToken) {
      // JavaScript off: card entry happens on the provider's hosted form, which hands back a token.
      session.set('payment', { ...payment, termsAccepted: true });
      return redirectWithSession(hostedFormUrl(request, payment), session);
    }
    try {
      const outcome = await caller.payment.authorize({
        purchaseNumber: String(form.get('purchaseNumber') ?? ''),
        transactionToken,
      });
      session.set('payment', { ...payment, outcome });
      return redirectWithSession(RESULT_STEP, session);
    } catch (error) {
      if (errorCode(error) === 'UNAUTHORIZED') return toLogin(session, true);
      // The child of this payment is no longer one of the parent's: nothing is charged.
      if (errorCode(error) === 'NOT_FOUND') throw toRouteErrorResponse(error);
      // Paid meanwhile by another purchase of the program (another schedule, tab or instance).
      const paid = alreadyPaidAnswer(session, error);
      if (paid) return paid;
      if (errorCode(error) === 'FORBIDDEN') logger.error({ event: 'payment' }, 'Problemas con el request');
      // Spec §4 "Exception": the form comes back ready to retry and nothing is shown.
      logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] authorization failed');
      return redirectWithSession(PAY_STEP, session);
    }
  }

  if (intent === 'complete-follow-up' && payment.outcome?.status === 'approved') {
    try {
      session.set('payment', { ...payment, outcome: await caller.payment.completeFollowUp() });
    } catch (error) {
      logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] follow-up retry failed');
    }
    return redirectWithSession(RESULT_STEP, session);
  }
  return redirectWithSession('/enrollment', session);
}
