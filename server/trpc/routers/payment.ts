import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AlreadyPaidError, authorizePayment, completeFollowUp, openPayment } from '../../payments/checkout';
import { saveOutcome } from '../../payments/purchase-registry';
import { openSubscription } from '../../payments/subscription';
import { LockBusyError } from '../../store/lock';
import { hit } from '../../throttle';
import { checkoutProcedure, router } from '../init';

/** The code and message the enrollment action recognises as "this program is already paid". */
export const ALREADY_PAID_MESSAGE = 'ALREADY_PAID';

function requirePurchase<T>(purchase: T | null): T {
  if (!purchase) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay una compra en curso' });
  return purchase;
}

/** Shared-state refusals become typed errors the actions can tell apart. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AlreadyPaidError)
      throw new TRPCError({ code: 'CONFLICT', message: ALREADY_PAID_MESSAGE, cause: error });
    if (error instanceof LockBusyError)
      throw new TRPCError({ code: 'CONFLICT', message: 'El pago se está procesando', cause: error });
    throw error;
  }
}

async function requireStartAllowed(userId: number) {
  if (!(await hit('paymentStart', String(userId))))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Demasiados intentos de pago' });
}

export const paymentRouter = router({
  /** Opens (or reuses) the purchase and provider session of the purchase in the session. */
  start: checkoutProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    const current = ctx.checkout.payment;
    // An approved purchase is never started again (back button, second click).
    if (current?.outcome?.status === 'approved') return current;
    await requireStartAllowed(ctx.auth.user.id);
    return guarded(() => openPayment(ctx.auth.refreshToken, ctx.auth.user.id, purchase));
  }),

  /** Subscription purchases (isSubscription): customer + subscription at the global card provider. */
  startSubscription: checkoutProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    if (!purchase.isSubscription)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'La compra no es una suscripción' });
    await requireStartAllowed(ctx.auth.user.id);
    return guarded(() => openSubscription(ctx.auth.refreshToken, purchase, ctx.auth.user));
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
      return guarded(() =>
        authorizePayment({
          bearer: ctx.auth.refreshToken,
          userId: ctx.auth.user.id,
          payment,
          purchase,
          transactionToken: input.transactionToken,
          user: ctx.auth.user,
          timeZone: ctx.timeZone,
        }),
      );
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
    const updated = { ...outcome, followUp };
    await saveOutcome(updated);
    return updated;
  }),
});
