/**
 * Who may use the online checkout (issue 16) and the answers its pages share. Like the parents'
 * zone (parents-access.server.ts), a visitor gets the login dialog over the page, but the page's
 * whole address is kept (`/pagar?ruta=…&hijo=…&login`), so signing in comes back to the same
 * product and child. Other roles may look (the procedures say what they can do); the invoice
 * pages are a family's own, so they use the parents' rule.
 */
import { redirect } from '@remix-run/node';
import type { Auth } from '@server/auth/auth';
import {
  clearAuth,
  getSession,
  readAuth,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import { expectedOutcome, type OutcomeKind } from '@server/trpc/outcomes';
import { throwIfRefused } from '~/lib/parents-access.server';
import { notFound, storeOutageResponse } from '~/lib/route-errors.server';
import { withLoginParam } from '~/lib/safe-redirect';

export type CheckoutAccess =
  | { signedIn: true; session: KodeaSession; auth: Auth }
  | { signedIn: false; session: KodeaSession };

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** For a page's loader: the signed-in user, or the login dialog opened over this very address. */
export async function checkoutPageAccess(request: Request): Promise<CheckoutAccess> {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (auth) return { signedIn: true, session, auth };
  if (!new URL(request.url).searchParams.has('login')) throw redirect(withLoginParam(pathOf(request), true));
  return { signedIn: false, session };
}

/** For actions: the signed-in user, or a thrown redirect that opens the dialog over the page. */
export async function requireCheckoutUser(request: Request) {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) throw redirect(withLoginParam(pathOf(request), true), 303);
  return { session, auth };
}

/**
 * What every checkout call treats alike: a session the upstream refuses signs the user out and
 * opens the dialog over the page (decision 004); an invoice, child or product that is not there
 * (or not this family's) is a plain 404. Anything else is left to the caller.
 */
export async function throwIfCheckoutRefused(
  error: unknown,
  session: KodeaSession,
  request: Request,
): Promise<void> {
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'unauthorized') {
    clearAuth(session);
    throw await redirectWithSession(withLoginParam(pathOf(request), true), session);
  }
  if (kind === 'not-found') throw notFound();
}

/**
 * What an invoice's forms and the provider's return treat alike: a store outage is the 503 page;
 * a refused session, or an invoice that is not this family's, is thrown (throwIfRefused); a 403
 * (spec §8: the procedure logged 'Problemas con el request') flashes the page's message. Answers
 * the outcome's kind, so the caller decides the rest.
 */
export async function settleInvoiceRefusal(
  error: unknown,
  session: KodeaSession,
  invoicePath: string,
): Promise<OutcomeKind | undefined> {
  const outage = storeOutageResponse(error);
  if (outage) throw outage;
  await throwIfRefused(error, session, invoicePath);
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'forbidden') session.flash('paymentError', CHECKOUT_FORBIDDEN);
  return kind;
}
