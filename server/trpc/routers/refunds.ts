/** A paid sale's refund (issue 55 point 4): its page's view, and the request (server/sales/refund.ts). */
import { loadSale } from '../../sales/adapters';
import { refundPageView, requestSaleRefund } from '../../sales/refund';
import { RefundInputSchema } from '../../validation/refund';
import { router } from '../init';
import { SaleInput, saleReadProcedure, saleStepProcedure } from '../sale-procedures';

export const refundsRouter = router({
  byId: saleReadProcedure
    .input(SaleInput)
    .query(async ({ ctx, input }) =>
      refundPageView(await loadSale(ctx.auth.refreshToken, input.sale), ctx.timeZone),
    ),

  /** The page's view after the refund. */
  request: saleStepProcedure.input(RefundInputSchema).mutation(async ({ ctx, input }) => {
    const bearer = ctx.auth.refreshToken;
    await requestSaleRefund(bearer, input.sale, { reason: input.reason, detail: input.detail });
    return refundPageView(await loadSale(bearer, input.sale), ctx.timeZone);
  }),
});
