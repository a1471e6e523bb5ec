// A step sent after the session changed under it (issue 52): signed out in another tab and signed in
// again, the session no longer holds the purchase or payment the page showed. The form carried the
// choice; the purchase is computed again on the server and the payment is the one this buyer
// opened for it, read from the payment registry. Nothing here starts or charges anything.
import type { KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { getCaller } from '~/lib/trpc.server';
import type { VacationChoice } from './carried-choice.server';
import { quotedPurchase } from './page-purchase.server';

export async function restorePurchase(request: Request, session: KodeaSession, choice: VacationChoice) {
  const purchase = await quotedPurchase(await getCaller(request, session), choice);
  session.set('purchase', purchase);
  session.unset('payment');
  session.unset('subscription');
}

/** Only the payment whose number the form posted: another one would charge what was not shown. */
export async function reopenPayment(
  request: Request,
  session: KodeaSession,
  childId: number | undefined,
  purchaseNumber: string,
) {
  try {
    const opened = await (await getCaller(request, session)).purchases.opened({ childId });
    if (opened && opened.purchaseNumber === purchaseNumber) session.set('payment', opened);
  } catch (error) {
    if (expectedOutcome(error)?.kind !== 'purchase-unavailable') throw error;
  }
}
