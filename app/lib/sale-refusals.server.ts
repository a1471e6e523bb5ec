/**
 * The refusals any step of a sale may meet, answered alike on every sale's page in their own words,
 * never a 500 (decision 104): a sale closed (a stale tab, the back button), an offer whose total
 * changed or that too many wrong wallet codes closed, a seat gone, a way to pay not offered.
 */
import { CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import type { KodeaSession } from '@server/session.server';
import { expectedOutcome, type OutcomeKind } from '@server/trpc/outcomes';
import { throwIfRefused } from '~/lib/parents-access.server';
import { storeOutageResponse, throwIfStoreOutage } from '~/lib/route-errors.server';

const TOLD = new Set<OutcomeKind>(['sale-closed', 'offer-stale', 'schedule-full', 'purchase-unavailable']);

/** Answered by the action's one catch (settleInvoiceRefusal), never by the step that met them. */
const PAGE_ANSWERS = new Set<OutcomeKind>(['forbidden', 'already-paid', 'not-found', 'unauthorized']);

/** The step cannot go on: the sale's page says why and the parent opens the payment again. */
function closesStep(error: unknown): boolean {
  const outcome = expectedOutcome(error);
  if (outcome?.kind === 'wallet-refused') return outcome.reason === 'attempts_exceeded';
  return outcome !== null && TOLD.has(outcome.kind);
}

/** Left to the action's one catch (with a store outage): a step answers them by going to the sale's page. */
export function passedOn(error: unknown): boolean {
  const kind = expectedOutcome(error)?.kind;
  return (
    (kind !== undefined && PAGE_ANSWERS.has(kind)) || closesStep(error) || storeOutageResponse(error) !== null
  );
}

/** The refusal's words flashed for the sale's page; false for any other error. */
export function saleRefusalFlash(error: unknown, session: KodeaSession): boolean {
  if (!closesStep(error) || !(error instanceof Error)) return false;
  session.flash('paymentError', error.message);
  return true;
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
