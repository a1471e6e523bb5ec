/**
 * Refunds of a paid pedido or vacation purchase (issue 55 point 4): the page's view, and the
 * request, server-only. The API decides (its cut-off, once per sale, the family's own sale); we
 * show its answer.
 */
import { z } from 'zod';
import { getInvoice } from '../../upstream/invoices';
import { listPurchases } from '../../upstream/purchases';
import { forgetPaid } from '../../vacation-purchase/purchase-registry';
import { requestPurchaseRefund, requestRefund } from '../../upstream/refunds';
import type { RefundRefusal } from '../../upstream/schemas/refunds';
import { InvoiceIdSchema, PurchaseIdSchema } from '../../validation/checkout';
import { PurchaseRefundInputSchema, RefundInputSchema } from '../../validation/refund';
import { purchaseRefundView, refundPageView, type RefundPageView } from '../../refunds/refund-view';
import { logRefund, type RefundLogSale } from '../../refunds/refund-log';
import { upstreamCause } from '../upstream-errors';
import { router } from '../init';
import { invoiceReadProcedure, invoiceStepProcedure } from '../invoice-procedures';
import { OutcomeError } from '../outcomes';

export type RefundRequestAnswer =
  | { ok: true; view: RefundPageView }
  | { ok: false; refusal: RefundRefusal['error_code']; message: string };

type RefundCall = Awaited<ReturnType<typeof requestRefund | typeof requestPurchaseRefund>>;

/** The purchase as Mis compras lists it: another family's or none is not found. */
async function listedPurchase(bearer: string, purchaseId: string) {
  const purchase = (await listPurchases(bearer)).find((candidate) => candidate.purchase_id === purchaseId);
  if (!purchase) throw new OutcomeError({ kind: 'not-found' }, 'No encontrado');
  return purchase;
}

/** One request, either kind: logged once per outcome; the page's view after a refund. */
async function askRefund(
  sale: RefundLogSale,
  call: () => Promise<RefundCall>,
  viewAfter: () => Promise<RefundPageView>,
): Promise<RefundRequestAnswer> {
  let answer;
  try {
    answer = await call();
  } catch (error) {
    logRefund('failed', sale, { status: upstreamCause(error)?.status ?? null });
    throw error;
  }
  if (!answer.ok) {
    logRefund(answer.refusal.error_code, sale);
    return { ok: false, refusal: answer.refusal.error_code, message: answer.refusal.detail };
  }
  const note = answer.refund.credit_note;
  logRefund('refunded', sale, {
    number: answer.refund.number,
    creditNote: note ? `${note.series}-${note.number}` : null,
  });
  return { ok: true, view: await viewAfter() };
}

export const refundsRouter = router({
  byId: invoiceReadProcedure.input(z.object({ invoiceId: InvoiceIdSchema })).query(async ({ ctx, input }) => {
    const invoice = await getInvoice(ctx.auth.refreshToken, input.invoiceId);
    return refundPageView(invoice, ctx.timeZone);
  }),

  request: invoiceStepProcedure
    .input(RefundInputSchema)
    .mutation(({ ctx, input }): Promise<RefundRequestAnswer> => {
      const bearer = ctx.auth.refreshToken;
      const { invoiceId, reason, detail } = input;
      return askRefund(
        { invoiceId },
        () => requestRefund(bearer, invoiceId, { reason, detail }),
        async () => refundPageView(await getInvoice(bearer, invoiceId), ctx.timeZone),
      );
    }),

  /** A vacation purchase's page (decision 089): the same view as a pedido's. */
  purchaseById: invoiceReadProcedure
    .input(z.object({ purchaseId: PurchaseIdSchema }))
    .query(async ({ ctx, input }) =>
      purchaseRefundView(await listedPurchase(ctx.auth.refreshToken, input.purchaseId), ctx.timeZone),
    ),

  requestPurchase: invoiceStepProcedure
    .input(PurchaseRefundInputSchema)
    .mutation(({ ctx, input }): Promise<RefundRequestAnswer> => {
      const bearer = ctx.auth.refreshToken;
      const { purchaseId, reason, detail } = input;
      return askRefund(
        { purchaseId },
        () => requestPurchaseRefund(bearer, purchaseId, { reason, detail }),
        async () => {
          const refunded = await listedPurchase(bearer, purchaseId);
          if (refunded.program_id) {
            const program = { program_id: refunded.program_id };
            await forgetPaid(ctx.auth.user.id, program, refunded.student?.id ?? null, purchaseId);
          }
          return purchaseRefundView(refunded, ctx.timeZone);
        },
      );
    }),
});
