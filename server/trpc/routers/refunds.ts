/**
 * Refunds of a paid pedido (issue 55 point 4): the page's view, and the request, server-only. The
 * API decides (its cut-off, once per pedido, the family's own pedido); we show its answer.
 */
import { z } from 'zod';
import { getInvoice } from '../../upstream/invoices';
import { requestRefund } from '../../upstream/refunds';
import type { RefundRefusal } from '../../upstream/schemas/refunds';
import { InvoiceIdSchema } from '../../validation/checkout';
import { RefundInputSchema } from '../../validation/refund';
import { refundPageView, type RefundPageView } from '../../refunds/refund-view';
import { logRefund } from '../../refunds/refund-log';
import { upstreamCause } from '../upstream-errors';
import { router } from '../init';
import { invoiceReadProcedure, invoiceStepProcedure } from '../invoice-procedures';

export type RefundRequestAnswer =
  | { ok: true; view: RefundPageView }
  | { ok: false; refusal: RefundRefusal['error_code']; message: string };

export const refundsRouter = router({
  byId: invoiceReadProcedure.input(z.object({ invoiceId: InvoiceIdSchema })).query(async ({ ctx, input }) => {
    const invoice = await getInvoice(ctx.auth.refreshToken, input.invoiceId);
    return refundPageView(invoice, ctx.timeZone);
  }),

  request: invoiceStepProcedure
    .input(RefundInputSchema)
    .mutation(async ({ ctx, input }): Promise<RefundRequestAnswer> => {
      const bearer = ctx.auth.refreshToken;
      const { invoiceId, reason, detail } = input;
      let call;
      try {
        call = await requestRefund(bearer, invoiceId, { reason, detail });
      } catch (error) {
        logRefund('failed', invoiceId, { status: upstreamCause(error)?.status ?? null });
        throw error;
      }
      if (!call.ok) {
        logRefund(call.refusal.error_code, invoiceId);
        return { ok: false, refusal: call.refusal.error_code, message: call.refusal.detail };
      }
      logRefund('refunded', invoiceId, {
        number: call.refund.number,
        creditNote: call.refund.credit_note
          ? `${call.refund.credit_note.series}-${call.refund.credit_note.number}`
          : null,
      });
      const view = refundPageView(await getInvoice(bearer, invoiceId), ctx.timeZone);
      return { ok: true, view };
    }),
});
