/**
 * /pagar: the loader only reads; 'Continuar al pago' creates (or reuses, decision 030) the invoice
 * and goes to its page. A course bought alone also reads its seats (decision 093): full groups are
 * marked, and with every group full 'Unirme a la lista de espera' lists the child instead.
 */
import { json, redirect } from '@remix-run/node';
import { alreadyPaidItem, CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import { ALREADY_PAID, PAYMENT_STARTS_THROTTLED } from '@kernel/texts/payments';
import { REFERRAL_APPLIED_ON_START } from '@kernel/texts/referral';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import {
  clearAuth,
  getSession,
  readAuth,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { logger } from '@server/log/logger';
import { CheckoutStartFormSchema, productRefFromQuery } from '@server/validation/checkout';
import type { SubmissionResult } from '@conform-to/react';
import { parseSubmission } from '~/lib/forms/submission.server';
import { dropReferralCode, readReferralCode } from '~/lib/referral-cookie.server';
import { notFound, throwIfStoreOutage, toRouteErrorResponse } from '~/lib/route-errors.server';
import { withLoginParam } from '~/lib/safe-redirect';
import { getCaller, type Caller } from '~/lib/trpc.server';
import { idFrom } from '~/lib/parents-access.server';
import { joinWaitlistAction, loadWaitlist } from '../enrollment/waitlist.server';
import { reasonOf } from '~/lib/log-reason';

/** The procedure's own form schema: a child is required ('Elige para cuál de tus hijos…'); two ids, cut. */
const START_LIMITS = { maxLength: 64 };

const START_FAILED_TEXT = 'No pudimos crear tu pedido en este momento. Inténtalo de nuevo en unos minutos.';

export interface StartRefusal {
  kind: 'already-paid' | 'forbidden' | 'failed';
  message: string;
}

const answer = (result: SubmissionResult<string[]>, refusal: StartRefusal | null) =>
  json({ result, refusal }, { status: refusal?.kind === 'forbidden' ? 403 : 400 });

// The login dialog over the whole address, so signing in comes back to the same product and child.
const withLogin = (request: Request) => {
  const url = new URL(request.url);
  return withLoginParam(url.pathname + url.search, true);
};

/** A refused session opens the login dialog (decision 004); a missing or foreign item is a 404. */
async function throwIfCheckoutRefused(
  error: unknown,
  session: KodeaSession,
  request: Request,
): Promise<void> {
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'unauthorized') {
    clearAuth(session);
    throw await redirectWithSession(withLogin(request), session);
  }
  if (kind === 'not-found') throw notFound();
}

export async function loadPagar(request: Request) {
  const search = new URL(request.url).searchParams;
  const ref = productRefFromQuery(search);
  if (!ref) throw notFound();
  const session = await getSession(request);
  if (!readAuth(session)) {
    if (!search.has('login')) throw redirect(withLogin(request));
    return json({ signedIn: false as const });
  }
  const caller = await getCaller(request, session);
  try {
    const [product, waitlist] = await Promise.all([
      caller.invoices.product({ ref }),
      ref.type === 'course' ? loadWaitlist(caller, { course: ref.course }, request) : null,
    ]);
    return json({
      signedIn: true as const,
      product,
      waitlist: product.groups.length > 0 ? waitlist : null,
      // `hijo`: the child preselected from the parents' zone (the procedure checks any choice).
      preselected: idFrom(search.get('hijo')),
    });
  } catch (error) {
    await throwIfCheckoutRefused(error, session, request);
    // A 403, logged by its procedure (spec §8): the parent reads why.
    if (expectedOutcome(error)?.kind !== 'forbidden') throw toRouteErrorResponse(error);
    return json({ signedIn: true as const, product: null, waitlist: null, preselected: null });
  }
}

/** The same page, naming the child the waitlist form chose (or none). */
function pagarHref(request: Request, childId: number | undefined): string {
  const search = new URL(request.url).searchParams;
  search.delete('hijo');
  search.delete('_data');
  if (childId !== undefined) search.set('hijo', String(childId));
  return `/pagar?${search.toString()}`;
}

export async function pagarAction(request: Request) {
  const ref = productRefFromQuery(new URL(request.url).searchParams);
  if (!ref) throw notFound();
  const session = await getSession(request);
  if (!readAuth(session)) throw redirect(withLogin(request), 303);
  const form = await request.formData();
  const caller = await getCaller(request, session);
  if (form.get('intent') === 'join-waitlist' && ref.type === 'course')
    return joinWaitlistAction(session, caller, form, { course: ref.course }, (hijo) =>
      pagarHref(request, hijo),
    );
  const submission = parseSubmission(form, CheckoutStartFormSchema, START_LIMITS);
  if (submission.status !== 'success') return answer(submission.reply(), null);
  const refused = (refusal: StartRefusal) => answer(submission.reply(), refusal);
  try {
    const { invoiceId } = await caller.invoices.create({ ref, ...submission.value });
    const headers = await applyCarriedReferral(request, session, caller, invoiceId);
    return redirectWithSession(`/dashboard/compras/${invoiceId}`, session, { status: 303, headers });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfCheckoutRefused(error, session, request);
    const outcome = expectedOutcome(error);
    switch (outcome?.kind) {
      case 'child-not-eligible':
        return answer(submission.reply({ fieldErrors: { childId: [outcome.message] } }), null);
      case 'already-paid':
        return refused({
          kind: 'already-paid',
          message: outcome.child ? alreadyPaidItem(outcome.child.firstName) : ALREADY_PAID,
        });
      case 'forbidden':
        return refused({ kind: 'forbidden', message: CHECKOUT_FORBIDDEN });
      case 'schedule-full':
        return refused({
          kind: 'failed',
          message: submission.value.groupId ? WAITLIST_TEXT.groupFull : WAITLIST_TEXT.courseFull,
        });
      case 'throttled':
        return refused({ kind: 'failed', message: PAYMENT_STARTS_THROTTLED });
      case 'invalid-input':
        return refused({ kind: 'failed', message: START_FAILED_TEXT });
      default:
        break;
    }
    logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] start failed');
    throw toRouteErrorResponse(error);
  }
}

/**
 * The invitation the parent arrived with, applied to the invoice just opened: a toast either way,
 * never a block; the headers drop its cookie once used or refused for good, an outage keeps it.
 */
async function applyCarriedReferral(
  request: Request,
  session: KodeaSession,
  caller: Caller,
  invoiceId: number,
) {
  const code = await readReferralCode(request);
  if (!code) return undefined;
  try {
    await caller.referral.applyToInvoice({ invoiceId, code });
    session.flash('toast', { kind: 'success', message: REFERRAL_APPLIED_ON_START });
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind !== 'referral-refused') {
      // Anything else (a busy lock, an outage): the invoice is fine, the field keeps the code.
      logger.warn({ err: error, invoiceId }, '[referral] carried invitation not applied on start');
      return undefined;
    }
    session.flash('toast', { kind: 'error', message: outcome.message });
    if (outcome.reason === 'unavailable') return undefined;
  }
  return { 'Set-Cookie': await dropReferralCode() };
}
