// Which purchase /enrollment shows: the one its address names (the login dialog's way back, issue
// 52), else the session's. Reading only: the actions store the purchase when they act on it.
import { redirect } from '@remix-run/node';
import { redirectToLogin, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import type { PurchaseContext } from '@server/vacation-purchase/types';
import { readVacationChoice, type VacationChoice } from '@server/validation/vacation-choice';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller, type Caller } from '~/lib/trpc.server';
import { programInput, sameChoice } from './carried-choice.server';

const WITHDRAWN = new Set(['not-found', 'purchase-blocked', 'purchase-unavailable', 'invalid-input']);

/** A choice no longer sold goes back to the programs of its age. */
async function quotedPurchase(caller: Caller, choice: VacationChoice): Promise<PurchaseContext> {
  try {
    return await caller.vacation.quote(programInput(choice));
  } catch (error) {
    if (WITHDRAWN.has(expectedOutcome(error)?.kind ?? '')) throw redirect(`/vacaciones?edad=${choice.edad}`);
    throw toRouteErrorResponse(error);
  }
}

/** The purchase, and the session's steps only when they are this purchase's. */
export async function pagePurchase(request: Request, session: KodeaSession, caller: Caller) {
  const asked = readVacationChoice(new URL(request.url).searchParams);
  const stored = session.get('purchase') ?? null;
  const childId = asked?.hijo ?? null;
  if (asked && !sameChoice(stored, asked))
    return { purchase: await quotedPurchase(caller, asked), payment: null, subscription: null, childId };
  if (!stored) throw redirect('/vacaciones');
  const payment = session.get('payment') ?? null;
  // A payment for another child than the address names is not this step's.
  const forAnother = childId !== null && payment?.child && payment.child.id !== childId;
  return {
    purchase: stored,
    payment: forAnother ? null : payment,
    subscription: session.get('subscription') ?? null,
    childId,
  };
}

/** The API refused the session while the page read: the login dialog opens on `href`; else the error page. */
export async function refusedReading(error: unknown, session: KodeaSession, href: string): Promise<never> {
  if (expectedOutcome(error)?.kind === 'unauthorized')
    throw await redirectToLogin(session, href, { signOut: true });
  throw toRouteErrorResponse(error);
}

/** The choice the form carried, computed again, in place of the session's (issue 52). */
export async function restorePurchase(request: Request, session: KodeaSession, choice: VacationChoice) {
  const purchase = await quotedPurchase(await getCaller(request, session), choice);
  session.set('purchase', purchase);
  session.unset('payment');
  session.unset('subscription');
}
