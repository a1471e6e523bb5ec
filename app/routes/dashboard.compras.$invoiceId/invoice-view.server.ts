/** Reading only: a step the action opened is its offer in the ledger, read back by `?paso=`. */
import { json } from '@remix-run/node';
import type { IntentPaymentView, InvoiceView, LocalStepView } from '@server/invoice-checkout/views';
import { logger } from '@server/log/logger';
import { salePath } from '@server/sales/sale-path';
import { invoiceSale } from '@server/sales/sale-ref';
import type { KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parentPageData } from '~/lib/parent-route.server';
import { idFrom, throwIfRefused } from '~/lib/parents-access.server';
import { notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { readReferralCode } from '~/lib/referral-cookie.server';
import { returnOrigin } from '~/lib/return-origin.server';
import { reasonOf } from '~/lib/log-reason';

export const invoicePath = (invoiceId: number) => salePath(invoiceSale(invoiceId));

/** The terms step of a cash or transfer code, at this address. */
export const localStepPath = (invoiceId: number, method: string) =>
  `${invoicePath(invoiceId)}?paso=efectivo&metodo=${encodeURIComponent(method)}`;

/** The login dialog's way back to the step a request came from (issue 52): this page's own, rebuilt. */
export function invoiceStepPath(invoiceId: number, url: URL): string {
  const step = url.searchParams.get('paso');
  const method = url.searchParams.get('metodo');
  if (step === 'efectivo' && method) return localStepPath(invoiceId, method);
  if (step === 'tarjeta' || step === 'dolares') return `${invoicePath(invoiceId)}?paso=${step}`;
  return invoicePath(invoiceId);
}

/**
 * Never what confirms the intent before the terms (decision 032: the terms action hands them out),
 * nor an absolute return (a GET does not say which host the parent is on).
 */
function intentStepView({
  clientSecret: _secret,
  hostedUrl: _hosted,
  returnUrl: _return,
  ...view
}: IntentPaymentView) {
  return view;
}

/** Only a local way this invoice offers. */
function localStepView(invoice: InvoiceView, method: string | null): LocalStepView | null {
  const way = invoice.methods.find((way) => way.kind === 'local' && way.method === method);
  return way?.kind === 'local'
    ? { ...way, amountText: invoice.total, href: localStepPath(invoice.id, way.method) }
    : null;
}

export async function loadInvoicePage(request: Request, rawId: string | undefined) {
  const invoiceId = idFrom(rawId);
  if (invoiceId === null) throw notFound();
  return parentPageData(request, invoicePath(invoiceId), async (caller, { session }) => {
    const url = new URL(request.url);
    const asked = url.searchParams.get('paso');
    // The step the address names is read in the pedido's round of upstream calls, shown only while
    // the pedido is payable; its own refusal is read only if the pedido answered (else a 403 says why).
    const cardRead =
      asked === 'tarjeta' ? caller.cardProvider.openedOffer({ sale: invoiceSale(invoiceId) }) : null;
    const intentRead =
      asked === 'dolares' ? caller.invoices.openedIntent({ invoiceId, origin: returnOrigin(request) }) : null;
    for (const pending of [cardRead, intentRead]) pending?.catch(() => undefined);
    let invoice;
    try {
      invoice = await caller.invoices.byId({ invoiceId });
    } catch (error) {
      // A 403, logged by its procedure (spec §8): the parent reads why.
      if (expectedOutcome(error)?.kind !== 'forbidden') throw error;
      return json({ invoice: null });
    }
    // A pedido with a payment recorded is no longer payable: no step opens on it.
    const { payable } = invoice;
    const read = async <T>(opened: Promise<T> | null) =>
      payable && opened ? readBack(opened, session, invoiceStepPath(invoiceId, url)) : null;
    const card = await read(cardRead);
    const intent = await read(intentRead);
    return json({
      invoice,
      card: card?.card ?? null,
      intent: intent && intentStepView(intent),
      local: payable && asked === 'efectivo' ? localStepView(invoice, url.searchParams.get('metodo')) : null,
      // Decision 035: the invitation the parent arrived with, to prefill 'Código de invitación'.
      referralCode: payable ? await readReferralCode(request) : null,
    });
  });
}

/** A step the action opened, never opened here; unreadable, the ways to pay come again. */
async function readBack<T>(read: Promise<T>, session: KodeaSession, stepPath: string) {
  try {
    return await read;
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, stepPath);
    logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] payment step not read back');
    return null;
  }
}
