import { json } from '@remix-run/node';
import { vacationReceiptSale } from '@server/validation/vacation-receipt';
import { buysForChild } from '@server/vacation-purchase/child-rules';
import { NO_CHILD_FITS, NO_CHILDREN } from '@kernel/texts/payments';
import { vacationSale } from '@server/sales/sale-ref';
import { paymentResultView } from '@server/sales/result-view';
import { getSession, readAuth, type KodeaSession } from '@server/session.server';
import { expectedOutcome, type OutcomeKind } from '@server/trpc/outcomes';
import { publicOrigin } from '~/lib/request-origin.server';
import { withLoginParam } from '~/lib/safe-redirect';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller, timeZoneFromRequest, type Caller } from '~/lib/trpc.server';
import { carriedFields, choiceOf, enrollmentHref, programInput } from './carried-choice.server';
import { pagePurchase, refusedReading } from './page-purchase.server';
import { subscriptionView } from './subscription-terms.server';
import { loadWaitlist } from './waitlist.server';
import { withWaitlist } from '~/components/enrollment/waitlist-join';
import { logger } from '@server/log/logger';
import { reasonOf } from '~/lib/log-reason';

export async function loadEnrollment(request: Request) {
  const session = await getSession(request);
  const page = await pagePurchase(request, session, await getCaller(request, session));
  const { purchase } = page;
  const caller = await getCaller(request, session, { purchase, payment: page.payment });
  const [options, waitlist] = await Promise.all([
    // A program withdrawn since 'Ir a Pagar' leaves the summary alone.
    orWhen('not-found', [], caller.vacation.options(programInput(choiceOf(purchase)))),
    loadWaitlist(caller, { programId: purchase.program_id }, request),
  ]);
  const auth = readAuth(session);
  const step = new URL(request.url).searchParams.get('paso');
  const cardStep = auth && step === 'pago' && !purchase.isSubscription;
  const refused = (error: unknown) =>
    refusedReading(error, session, enrollmentHref(choiceOf(purchase, page.childId), 'pago'));
  // Signed in again: the payment opened before, if any (a parent names the child).
  const payment =
    cardStep && !page.payment
      ? await caller.purchases.opened({ childId: page.childId ?? undefined }).catch(refused)
      : page.payment;
  const [priced, card] = await Promise.all([
    // Signed in, the price this buyer will pay (their country's currency, decision 022).
    auth ? orWhen('purchase-unavailable', purchase, caller.purchases.current()) : purchase,
    // The card step is the sale's offer in the ledger (decision 117): an expired one shows no form.
    cardStep && payment && !payment.outcome
      ? caller.cardProvider.openedOffer({ sale: vacationSale(payment.purchaseNumber) }).catch(refused)
      : null,
  ]);
  const opened = step === 'pago' && auth && purchase.isSubscription ? page.subscription : null;
  // Asked again before the card form is shown: paid meanwhile, or withdrawn by another tab's start.
  const standing = opened ? await standingOf(caller, opened.subscriptionId) : null;
  const subscription = standing === 'payable' ? opened : null;
  const outcome = step === 'resultado' ? payment?.outcome ?? null : null;
  // A parent buys for one of their children: what was paid is shown per child.
  const forChild = auth !== null && buysForChild(auth.user);
  // A student: paid in this session, or in another of their sessions (another tab, device, instance).
  const alreadyPaid =
    !forChild &&
    (payment?.outcome?.status === 'approved' ||
      standing === 'paid' ||
      (auth !== null && (await caller.purchases.paidByBuyer())));
  const chosenChild = payment?.child?.id ?? page.childId;
  return json({
    origin: publicOrigin(),
    options,
    summary: {
      name: priced.name_product,
      schedule: priced.schedule,
      start: priced.days_start,
      duration: priced.duration,
      programId: priced.program_id,
      price: { amount: priced.price, currency: priced.currencyCode },
      beforePrice:
        priced.before_price === null ? null : { amount: priced.before_price, currency: priced.currencyCode },
      discountOff: priced.discount_off,
      billing: priced.isSubscription ? 'Suscripción mensual' : 'Pago único',
    },
    alreadyPaid,
    children: forChild
      ? withWaitlist(await childChoice(caller, session, request), waitlist?.full ? waitlist.entries : null)
      : null,
    waitlist,
    // A signed-in buyer who is no parent buys for themselves: no waitlist to join (decision 092).
    student: auth !== null && !forChild,
    // 'Comprobante de pago' (issues 55, 75): every card purchase, wherever the family is; not a subscription.
    receipt: vacationReceiptSale(priced),
    // The child of the payment in progress, else the one the address names (signed in again).
    chosenChildId: forChild && chosenChild ? String(chosenChild) : null,
    carried: carriedFields(choiceOf(purchase)),
    payment: card?.card ?? null,
    result: outcome ? paymentResultView(outcome, timeZoneFromRequest(request, auth)) : null,
    subscription: subscription ? subscriptionView(request, subscription) : null,
  });
}

/** What the API answered, or `fallback` when it answers the expected `kind`. */
async function orWhen<T>(kind: OutcomeKind, fallback: T, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (expectedOutcome(error)?.kind === kind) return fallback;
    throw toRouteErrorResponse(error);
  }
}

/** If the API does not answer, the form is shown: the provider refuses a withdrawn subscription. */
async function standingOf(caller: Caller, subscriptionId: string) {
  try {
    return await caller.purchases.subscriptionStanding({ subscriptionId });
  } catch (error) {
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] subscription standing unknown');
    return 'payable' as const;
  }
}

async function childChoice(caller: Caller, session: KodeaSession, request: Request) {
  const here = new URL(request.url);
  const refused = (error: unknown) =>
    refusedReading(error, session, withLoginParam(here.pathname + here.search, false));
  const options = (await caller.purchases.childOptions().catch(refused)) ?? [];
  const selectable = options.some((option) => option.unavailable === null);
  const paid = options.some((option) => option.purchaseHref !== null);
  const note = options.length === 0 ? NO_CHILDREN : !selectable && !paid ? NO_CHILD_FITS : null;
  return { options, note };
}
