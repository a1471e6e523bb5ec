/**
 * Reading only: the invoice is created by the action. A course bought alone also reads its seats
 * (decision 093): full groups are marked, and with every group full the page offers its waitlist.
 */
import { json } from '@remix-run/node';
import { expectedOutcome } from '@server/trpc/outcomes';
import { productRefFromQuery } from '@server/validation/checkout';
import { checkoutPageSession, throwIfCheckoutRefused } from '~/lib/checkout-access.server';
import { notFound, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { idFrom } from '~/lib/parents-access.server';
import { loadWaitlist } from '../enrollment/waitlist.server';

export async function loadPagar(request: Request) {
  const search = new URL(request.url).searchParams;
  const ref = productRefFromQuery(search);
  if (!ref) throw notFound();
  const session = await checkoutPageSession(request);
  if (!session) return json({ signedIn: false as const });
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
