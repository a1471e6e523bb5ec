/**
 * The refusals any step of a sale may meet, answered alike on every sale's page (decision 104): a
 * sale already closed (a stale second tab, the back button), an offer whose total changed, a seat
 * gone, a way to pay not offered. Never a 500: the sale's page with the refusal's own words.
 */
import type { KodeaSession } from '@server/session.server';
import { expectedOutcome, type OutcomeKind } from '@server/trpc/outcomes';

/** Left to the action's one catch: a step answers them by going back to the sale's page. */
export const PASSED_ON = new Set<OutcomeKind | ''>([
  'forbidden',
  'already-paid',
  'not-found',
  'unauthorized',
  'sale-closed',
  'offer-stale',
  'schedule-full',
  'purchase-unavailable',
]);

const TOLD = new Set<OutcomeKind>(['sale-closed', 'offer-stale', 'schedule-full', 'purchase-unavailable']);

/** The refusal's words flashed for the sale's page; false for any other error. */
export function saleRefusalFlash(error: unknown, session: KodeaSession): boolean {
  const kind = expectedOutcome(error)?.kind;
  if (!kind || !TOLD.has(kind) || !(error instanceof Error)) return false;
  session.flash('paymentError', error.message);
  return true;
}
