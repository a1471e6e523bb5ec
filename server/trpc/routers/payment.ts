import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authorizePayment, completeFollowUp, startPayment, startSubscription } from '../../payments/checkout';
import { checkoutProcedure, router } from '../init';

function requirePurchase<T>(purchase: T | null): T {
  if (!purchase) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay una compra en curso' });
  return purchase;
}

export const paymentRouter = router({
  /** Creates the purchase and the provider session for the purchase in the session. */
  start: checkoutProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    const current = ctx.checkout.payment;
    // An approved purchase is never started again (back button, second click).
    if (current?.outcome?.status === 'approved') return current;
    return startPayment(ctx.auth.refreshToken, purchase);
  }),

  /** Subscription purchases (isSubscription): customer + subscription at the global card provider. */
  startSubscription: checkoutProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    if (!purchase.isSubscription)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'La compra no es una suscripción' });
    return startSubscription(ctx.auth.refreshToken, purchase, ctx.auth.user);
  }),

  /** Authorizes the card behind a provider transaction token, at most once per purchase. */
  authorize: checkoutProcedure
    .input(
      z.object({ purchaseNumber: z.string().min(1).max(40), transactionToken: z.string().min(1).max(200) }),
    )
    .mutation(async ({ ctx, input }) => {
      const purchase = requirePurchase(ctx.checkout.purchase);
      const payment = ctx.checkout.payment;
      if (!payment || payment.purchaseNumber !== input.purchaseNumber) {
        throw new TRPCError({ code: 'CONFLICT', message: 'El pago no corresponde a la compra en curso' });
      }
      return authorizePayment({
        bearer: ctx.auth.refreshToken,
        payment,
        purchase,
        transactionToken: input.transactionToken,
        user: ctx.auth.user,
        timeZone: ctx.timeZone,
      });
    }),

  /** Retries the steps after an approval that failed (enrollments, purchase update). */
  completeFollowUp: checkoutProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    const outcome = ctx.checkout.payment?.outcome;
    if (outcome?.status !== 'approved')
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado' });
    const followUp = await completeFollowUp({
      bearer: ctx.auth.refreshToken,
      purchase,
      timeZone: ctx.timeZone,
      outcome,
    });
    return { ...outcome, followUp };
  }),
});
