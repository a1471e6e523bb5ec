// Like the parents' zone, a visitor gets the login dialog, but the whole address is kept so
// signing in comes back to the same product and child.
import { redirect } from '@remix-run/node';
import {
  clearAuth,
  getSession,
  readAuth,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import { expectedOutcome } from '@server/trpc/outcomes';
import { throwIfRefused } from '~/lib/parents-access.server';
import { notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { withLoginParam } from '~/lib/safe-redirect';
import { saleRefusalFlash } from '~/lib/sale-refusals.server';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The signed-in session, or null where the login dialog is open already. */
export async function checkoutPageSession(request: Request): Promise<KodeaSession | null> {
  const session = await getSession(request);
  if (readAuth(session)) return session;
  if (!new URL(request.url).searchParams.has('login')) throw redirect(withLoginParam(pathOf(request), true));
  return null;
}

export async function requireCheckoutUser(request: Request): Promise<KodeaSession> {
  const session = await getSession(request);
  if (!readAuth(session)) throw redirect(withLoginParam(pathOf(request), true), 303);
  return session;
}

/** A refused session opens the login dialog (decision 004); a missing or foreign item is a 404. */
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

/** Outage → 503, refused session or foreign invoice → thrown; true if the invoice page says why (flashed). */
export async function settleInvoiceRefusal(
  error: unknown,
  session: KodeaSession,
  invoicePath: string,
  /** Said in the login dialog if the session ended: only where nothing can have been charged. */
  notice?: string,
): Promise<boolean> {
  throwIfStoreOutage(error);
  await throwIfRefused(error, session, invoicePath, notice);
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'forbidden') session.flash('paymentError', CHECKOUT_FORBIDDEN);
  return kind === 'forbidden' || kind === 'already-paid' || saleRefusalFlash(error, session);
}
