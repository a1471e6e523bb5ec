import { json } from '@remix-run/node';
import type { PurchaseRowView } from '@server/invoice-checkout/views';
import { CHECKOUT_FORBIDDEN, EMAIL_THROTTLED } from '@kernel/texts/checkout';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { reasonOf } from '~/lib/log-reason';
import { PURCHASES_PATH } from '@server/sales/sale-path';
import { invoiceSale, vacationSale, type SaleKind, type SaleRef } from '@server/sales/sale-ref';
import { PurchaseIdSchema } from '@server/validation/checkout';

const NO_ROWS: PurchaseRowView[] = [];

/** What 'Enviar a mi correo' sent: a pedido's copy, or a vacation purchase's receipt. */
const SENT_TO: Record<SaleKind, (to: string) => string> = {
  invoice: (to) => `Te enviamos el pedido a ${to}`,
  vacation: (to) => `Te enviamos el comprobante a ${to}`,
};
const SEND_FAILED = 'No pudimos enviar el pedido en este momento. Inténtalo de nuevo en unos minutos.';

/** The row's sale, by the id its form posts. */
function rowSale(form: FormData): SaleRef {
  const purchaseId = PurchaseIdSchema.safeParse(form.get('purchaseId'));
  if (purchaseId.success) return vacationSale(purchaseId.data);
  const invoiceId = idFrom(form.get('invoiceId'));
  if (invoiceId === null) throw notFound();
  return invoiceSale(invoiceId);
}

export const loadPurchases = (request: Request) =>
  parentPageData(request, PURCHASES_PATH, async (caller) => {
    try {
      return json({ ...(await caller.invoices.purchasesView()), forbidden: null });
    } catch (error) {
      if (expectedOutcome(error)?.kind !== 'forbidden') throw error;
      return json({ rows: NO_ROWS, live: [], forbidden: CHECKOUT_FORBIDDEN });
    }
  });

export async function purchasesAction(request: Request) {
  const { session } = await requireParent(request, PURCHASES_PATH);
  const form = await request.formData();
  if (form.get('intent') !== 'send-email')
    return redirectWithSession(PURCHASES_PATH, session, { status: 303 });
  const sale = rowSale(form);
  const caller = await getCaller(request, session);
  try {
    const { to } = await caller.invoices.sendEmail({ sale });
    session.flash('toast', { kind: 'success', message: SENT_TO[sale.kind](to) });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, PURCHASES_PATH);
    // A 403 (logged by its procedure, spec §8) or past the limit of copies: the toast says which.
    const kind = expectedOutcome(error)?.kind;
    const said = kind === 'forbidden' ? CHECKOUT_FORBIDDEN : kind === 'throttled' ? EMAIL_THROTTLED : null;
    if (!said)
      logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] invoice e-mail failed');
    session.flash('toast', { kind: 'error', message: said ?? SEND_FAILED });
  }
  return redirectWithSession(PURCHASES_PATH, session, { status: 303 });
}
