/** Card-provider authorization: each stack charges at most once; a replay gets the recorded outcome. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { resultView } from '../../invoice-checkout/invoice-view';
import { authorizeCard } from '../../invoice-checkout/soles-card';
import { InvoiceIdSchema } from '../../validation/checkout';
import { authorizePayment } from '../../vacation-purchase/checkout';
import { router, vacationPurchaseProcedure } from '../init';
import { invoiceStepProcedure } from '../invoice-procedures';
import { guarded, requirePurchase } from '../vacation-purchase-errors';

const ChargeInput = {
  purchaseNumber: z.string().min(1).max(40),
  transactionToken: z.string().min(1).max(200),
};

export const cardProviderRouter = router({
  /** Never for a program already paid for that child (checked again under the program's lock). */
  authorizePurchase: vacationPurchaseProcedure
    .input(z.object(ChargeInput))
    .mutation(async ({ ctx, input }) => {
      const purchase = requirePurchase(ctx.vacationPurchase.purchase);
      const payment = ctx.vacationPurchase.payment;
      if (!payment || payment.purchaseNumber !== input.purchaseNumber) {
        throw new TRPCError({ code: 'CONFLICT', message: 'El pago no corresponde a la compra en curso' });
      }
      return guarded(() =>
        authorizePayment({
          bearer: ctx.auth.refreshToken,
          userId: ctx.auth.user.id,
          payment,
          purchase,
          transactionToken: input.transactionToken,
          user: ctx.auth.user,
        }),
      );
    }),

  /** A replay answers the recorded result and retries its follow-up. */
  authorizeInvoice: invoiceStepProcedure
    .input(z.object({ invoiceId: InvoiceIdSchema, ...ChargeInput }))
    .mutation(async ({ ctx, input }) =>
      resultView(
        await authorizeCard({
          bearer: ctx.auth.refreshToken,
          invoiceId: input.invoiceId,
          purchaseNumber: input.purchaseNumber,
          transactionToken: input.transactionToken,
          payer: ctx.auth.user,
        }),
      ),
    ),
});
