/** Server side of /enrollment: the purchase summary, the payment step and its result (spec §4 "Card payment modal"). */
import { json, redirect } from '@remix-run/node';
import { TRPCError } from '@trpc/server';
import { getEnv } from '@server/env';
import { AlreadyPaidError } from '@server/payments/checkout';
import { buysForChild, ChildChoiceError, childPurchaseHref } from '@server/payments/child-choice';
import {
  alreadyPaidForChild,
  duplicateEnrollment,
  NO_CHILD_FITS,
  NO_CHILDREN,
} from '@server/payments/child-messages';
import type { PaymentOutcome, PaymentState, PurchaseContext } from '@server/payments/types';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { formatTransactionDate } from '~/lib/dates';
import { formatMoney } from '~/lib/money';
import { findPaid } from '@server/payments/purchase-registry';
import { ALREADY_PAID_MESSAGE } from '@server/trpc/routers/payment';
import { ALREADY_PAID, denialMessage, START_FAILED, TERMS_REQUIRED } from '~/lib/payment-messages';
import { publicOrigin } from '~/lib/request-origin.server';
import { errorCode, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const PAY_STEP = '/enrollment?paso=pago';
const RESULT_STEP = '/enrollment?paso=resultado';

export async function loadEnrollment(request: Request) {
  const session = await getSession(request);
  const purchase = session.get('purchase');
  if (!purchase) throw redirect('/vacaciones');
  const caller = await getCaller(request, session);
  const options = await programOptions(caller, purchase);
  const payment = session.get('payment') ?? null;
  const auth = readAuth(session);
  const step = new URL(request.url).searchParams.get('paso');
  const env = getEnv();

  const showPayment = step === 'pago' && auth && payment && !payment.outcome && !purchase.isSubscription;
  const subscription =
    step === 'pago' && auth && purchase.isSubscription ? session.get('subscription') ?? null : null;
  const outcome = step === 'resultado' ? payment?.outcome ?? null : null;
  // A parent buys for one of their children: what was paid is shown per child.
  const forChild = auth !== null && buysForChild(auth.user);
  // A student: paid in this session, or in another of their sessions (another tab, device, instance).
  const alreadyPaid =
    !forChild &&
    (payment?.outcome?.status === 'approved' ||
      (auth !== null && (await findPaid(auth.user.id, purchase, null)) !== null));
  return json({
    origin: publicOrigin(),
    options,
    summary: {
      name: purchase.name_product,
      schedule: purchase.schedule,
      start: purchase.days_start,
      duration: purchase.duration,
      price: formatMoney(purchase.price, purchase.currencyCode),
      beforePrice:
        purchase.before_price === null ? null : formatMoney(purchase.before_price, purchase.currencyCode),
      discountOff: purchase.discount_off,
      billing: purchase.isSubscription ? 'Suscripción mensual' : 'Pago único',
    },
    alreadyPaid,
    children: forChild ? await childChoice(caller, session) : null,
    payment: showPayment
      ? {
          purchaseNumber: payment.purchaseNumber,
          amount: payment.amount,
          amountText: formatMoney(payment.amount, payment.currency),
          currency: payment.currency,
          merchantId: payment.merchantId,
          sessionKey: payment.sessionKey,
          scriptUrl: env.CARD_PROVIDER_SCRIPT_URL,
          payer: { firstName: auth.user.firstName, lastName: auth.user.lastName, email: auth.user.email },
          childName: payment.child?.firstName ?? null,
        }
      : null,
    result: outcome && payment ? resultView(outcome, payment.child ?? null) : null,
    subscription: subscription
      ? {
          clientSecret: subscription.clientSecret,
          amountText: formatMoney(subscription.amount, subscription.currency),
          publishableKey: env.GLOBAL_CARD_PROVIDER_KEY,
          scriptUrl: env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
          hostedUrl: globalCheckoutUrl(request, subscription.clientSecret),
        }
      : null,
  });
}

/**
 * The cards of 'Opciones del programa': the schedules of the program in the purchase, the
 * purchased one marked. A program withdrawn since 'Ir a Pagar' leaves the summary alone.
 */
async function programOptions(caller: Awaited<ReturnType<typeof getCaller>>, purchase: PurchaseContext) {
  try {
    return await caller.vacation.options({
      ageRange: purchase.age_range,
      programId: purchase.program_id,
      groupId: purchase.id_group,
    });
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return [];
    throw toRouteErrorResponse(error);
  }
}

/** The children's radio group of a parent: each child selectable, or disabled with the reason. */
async function childChoice(caller: Awaited<ReturnType<typeof getCaller>>, session: KodeaSession) {
  let options;
  try {
    options = (await caller.payment.childOptions()) ?? [];
  } catch (error) {
    if (errorCode(error) === 'UNAUTHORIZED')
      throw await redirectToLogin(session, '/enrollment', { signOut: true });
    throw toRouteErrorResponse(error);
  }
  const selectable = options.some((option) => option.unavailable === null);
  const paid = options.some((option) => option.purchaseHref !== null);
  const note = options.length === 0 ? NO_CHILDREN : !selectable && !paid ? NO_CHILD_FITS : null;
  return { options, selectable, note };
}

function resultView(outcome: PaymentOutcome, child: PaymentState['child']) {
  if (outcome.status === 'denied') {
    return {
      status: 'denied' as const,
      purchaseNumber: outcome.purchaseNumber,
      dateTime: formatTransactionDate(outcome.transactionDate),
      message: denialMessage(outcome.actionCode),
      childId: child?.id ?? null,
    };
  }
  return {
    status: 'approved' as const,
    purchaseNumber: outcome.purchaseNumber,
    payerName: outcome.payerName,
    dateTime: formatTransactionDate(outcome.transactionDate),
    amount: formatMoney(outcome.amount, outcome.currency === 'PEN' ? 'PEN' : 'USD'),
    currency: outcome.currency,
    card: outcome.card,
    brand: outcome.brand.toUpperCase(),
    description: outcome.description,
    transactionId: outcome.transactionId,
    pending: outcome.followUp.enrollments === 'pending' || outcome.followUp.purchaseUpdate === 'pending',
    studentName: child?.firstName ?? null,
    duplicateNotice:
      child && outcome.followUp.enrollments === 'duplicate' ? duplicateEnrollment(child.firstName) : null,
    purchaseHref: child ? childPurchaseHref(child.id) : '/dashboard',
  };
}

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

/** Spec §6/§8: paying needs both tokens; a 403 on purchase creation sends the user to sign in. */
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
      if (session.get('purchase')?.isSubscription) {
        session.set('subscription', await caller.payment.startSubscription(start));
        return redirectWithSession(PAY_STEP, session);
      }
      session.set('payment', await caller.payment.start(start));
    } catch (error) {
      if (errorCode(error) === 'FORBIDDEN' || errorCode(error) === 'UNAUTHORIZED')
        return toLogin(session, true);
      if (error instanceof TRPCError && error.cause instanceof ChildChoiceError)
        return childChoiceError(error.message, form);
      // Another family's child: not found, and nothing about it is shown.
      if (errorCode(error) === 'NOT_FOUND') throw toRouteErrorResponse(error);
      if (error instanceof Error && error.message === ALREADY_PAID_MESSAGE) {
        const child = error.cause instanceof AlreadyPaidError ? error.cause.child : null;
        session.flash('paymentError', child ? alreadyPaidForChild(child.firstName) : ALREADY_PAID);
        return redirectWithSession('/enrollment', session);
      }
      console.error('[payment] start failed:', error instanceof Error ? error.message : error);
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
      if (errorCode(error) === 'FORBIDDEN') console.error('Problemas con el request');
      // Spec §4 "Exception": the form comes back ready to retry and nothing is shown.
      console.error('[payment] authorization failed:', error instanceof Error ? error.message : error);
      return redirectWithSession(PAY_STEP, session);
    }
  }

  if (intent === 'complete-follow-up' && payment.outcome?.status === 'approved') {
    try {
      session.set('payment', { ...payment, outcome: await caller.payment.completeFollowUp() });
    } catch (error) {
      console.error('[payment] follow-up retry failed:', error instanceof Error ? error.message : error);
    }
    return redirectWithSession(RESULT_STEP, session);
  }
  return redirectWithSession('/enrollment', session);
}

/** A provider page (hosted form): relative when the provider is served by this same site (mock mode). */
function providerUrl(request: Request, base: string, params: Record<string, string>) {
  const origin = new URL(request.url).origin;
  const url = new URL(base, origin);
  url.search = new URLSearchParams(params).toString();
  return url.origin === origin ? url.pathname + url.search : url.toString();
}

/** JavaScript off: the card provider's hosted form, which posts the transaction token back to /enrollment. */
function hostedFormUrl(request: Request, payment: PaymentState) {
  const origin = new URL(request.url).origin;
  return providerUrl(request, getEnv().CARD_PROVIDER_HOSTED_URL, {
    sessionKey: payment.sessionKey,
    merchantId: payment.merchantId,
    purchaseNumber: payment.purchaseNumber,
    amount: String(payment.amount),
    currency: payment.currency,
    returnUrl: `${origin}/enrollment`,
    cancelUrl: `${origin}${PAY_STEP}`,
  });
}

/** JavaScript off: the global provider's hosted card form; its close (X) returns to /dashboard. */
function globalCheckoutUrl(request: Request, clientSecret: string) {
  return providerUrl(request, getEnv().GLOBAL_CARD_PROVIDER_HOSTED_URL, {
    client_secret: clientSecret,
    return_url: `${new URL(request.url).origin}/dashboard`,
  });
}
