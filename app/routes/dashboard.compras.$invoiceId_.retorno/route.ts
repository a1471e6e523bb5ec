// The global provider's return: a GET with side effects (decision 030, the one exception to architecture
// rule 6): `invoices.completeIntent` is idempotent per intent, marks nothing paid unless it succeeded.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { STEP_MISMATCH } from '@kernel/texts/checkout';
import { settleInvoiceRefusal } from '~/lib/sale-refusals.server';
import { idFrom, requireParent } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { reasonOf } from '~/lib/log-reason';
import { invoicePath } from '../dashboard.compras.$invoiceId/invoice-view.server';

/** The provider's intent ids ('pi_…'): anything else is not one, and nothing is asked. */
const INTENT_ID = /^[A-Za-z0-9_]{1,100}$/;

const RETURN_FAILED =
  'No pudimos confirmar tu pago todavía. Si se realizó el cargo, lo verás aquí en unos minutos.';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoiceId = idFrom(params.invoiceId);
  if (invoiceId === null) throw notFound();
  const path = invoicePath(invoiceId);
  const { session } = await requireParent(request, path);
  const intentId = new URL(request.url).searchParams.get('payment_intent') ?? '';
  if (!INTENT_ID.test(intentId)) return redirectWithSession(path, session);
  const caller = await getCaller(request, session);
  try {
    await caller.invoices.completeIntent({ invoiceId, intentId });
  } catch (error) {
    const outcome = expectedOutcome(error);
    // Nothing was taken: the card of another brand, or a total changed since the card was held.
    if (outcome?.kind === 'code-refused') session.flash('paymentError', outcome.message);
    else if (outcome?.kind === 'purchase-unavailable') session.flash('paymentError', STEP_MISMATCH);
    // A 403, a payment made, a sale closed since (a return replayed after a refund), an amount given back.
    else if (!(await settleInvoiceRefusal(error, session, path))) {
      logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] intent return failed');
      session.flash('paymentError', RETURN_FAILED);
    }
  }
  return redirectWithSession(path, session);
}
