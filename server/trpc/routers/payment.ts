import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { purchaseForBuyer, PurchaseUnavailableError } from '../../vacation-purchase/buyer-purchase';
import { AlreadyPaidError, authorizePayment, completeFollowUp, openPayment } from '../../vacation-purchase/checkout';
import { ChildChoiceError, childOptions, ChildNotFoundError, chooseChild } from '../../vacation-purchase/child-choice';
import { buysForChild } from '../../vacation-purchase/child-rules';
import { findPaid, saveOutcome } from '../../vacation-purchase/purchase-registry';
import { openSubscription, subscribedChildren, subscriptionStanding } from '../../vacation-purchase/subscription';
import type { PaymentState, PurchaseContext } from '../../vacation-purchase/types';
import { LockBusyError } from '../../store/lock';
import { hit } from '../../throttle';
import type { Auth } from '../../auth/auth';
import type { Context } from '../context';
import { checkoutProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

function requirePurchase<T>(purchase: T | null): T {
  if (!purchase) throw new OutcomeError({ kind: 'purchase-unavailable' }, 'No hay una compra en curso');
  return purchase;
}

/** Shared-state and child refusals become typed outcomes (decision 026) the actions read. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AlreadyPaidError)
      throw new OutcomeError({ kind: 'already-paid', child: error.child }, 'ALREADY_PAID', error);
    if (error instanceof LockBusyError)
      throw new TRPCError({ code: 'CONFLICT', message: 'El pago se está procesando', cause: error });
    // Another family's child (or any child, for a buyer who is no parent) is not found, as upstream says.
    if (error instanceof ChildNotFoundError)
      throw new OutcomeError({ kind: 'not-found' }, 'No encontrado', error);
    if (error instanceof ChildChoiceError)
      throw new OutcomeError({ kind: 'child-not-eligible', message: error.message }, error.message, error);
    if (error instanceof PurchaseUnavailableError)
      throw new OutcomeError({ kind: 'purchase-unavailable' }, 'Programa no disponible', error);
    throw error;
  }
}

async function requireStartAllowed(userId: number) {
  if (!(await hit('paymentStart', String(userId))))
    throw new OutcomeError({ kind: 'throttled' }, 'Demasiados intentos de pago');
}

/** Who the purchase is for: the child named in the form, checked against the parent's own children. */
const StartInputSchema = z.object({ childId: z.number().int().positive().optional() }).optional();

const chosenChild = (auth: Auth, purchase: PurchaseContext, childId: number | undefined) =>
  chooseChild({ bearer: auth.refreshToken, user: auth.user, programRange: purchase.age_range, childId });

/**
 * The session's purchase as this signed-in buyer pays it: chosen while signed out, it was priced
 * by the visitor's location; the buyer's own country decides now (decision 022).
 */
const buyerPurchase = (ctx: Pick<Context, 'timeZone' | 'checkout'> & { auth: Auth }) =>
  guarded(() =>
    purchaseForBuyer(requirePurchase(ctx.checkout?.purchase ?? null), ctx.auth.user, ctx.timeZone),
  );

/** The session's approved payment, when it is for the child (or, for a student, the buyer) asked for. */
function approvedFor(payment: PaymentState | null, childId: number | undefined) {
  if (payment?.outcome?.status !== 'approved') return null;
  return (payment.child?.id ?? undefined) === childId ? payment : null;
}

export const paymentRouter = router({
  /** The purchase in the session, priced for the signed-in buyer: what /enrollment shows and charges. */
  purchase: checkoutProcedure.query(({ ctx }) => buyerPurchase(ctx)),

  /**
   * Whether the signed-in buyer paid the purchase in the session for themselves (a student), in
   * any of their sessions: another tab, device or server copy recorded it in the shared store.
   */
  paidByBuyer: checkoutProcedure.query(
    async ({ ctx }) =>
      (await findPaid(ctx.auth.user.id, requirePurchase(ctx.checkout.purchase), null)) !== null,
  ),

  /** A parent's children for the purchase in the session (disabled ones with the reason); null for a student. */
  childOptions: checkoutProcedure.query(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.checkout.purchase);
    if (!buysForChild(ctx.auth.user)) return null;
    const payment = ctx.checkout.payment;
    const bearer = ctx.auth.refreshToken;
    return childOptions({
      bearer,
      userId: ctx.auth.user.id,
      purchase,
      paidChildId: payment?.outcome?.status === 'approved' ? payment.child?.id ?? null : null,
      subscribedIds: purchase.isSubscription ? await subscribedChildren(bearer, purchase) : undefined,
    });
  }),

  /** Opens (or reuses) the purchase and provider session of the purchase in the session. */
  start: checkoutProcedure.input(StartInputSchema).mutation(async ({ ctx, input }) => {
    requirePurchase(ctx.checkout.purchase);
    // An approved purchase is never started again (back button, second click).
    const approved = approvedFor(ctx.checkout.payment, input?.childId);
    if (approved) return approved;
    const purchase = await buyerPurchase(ctx);
    // The child is checked first: a missing or refused choice does not use up a payment start.
    const child = await guarded(() => chosenChild(ctx.auth, purchase, input?.childId));
    await requireStartAllowed(ctx.auth.user.id);
    return guarded(() => openPayment(ctx.auth.refreshToken, ctx.auth.user.id, purchase, child));
  }),

  /** Subscription purchases (isSubscription): customer + subscription at the global card provider. */
  startSubscription: checkoutProcedure.input(StartInputSchema).mutation(async ({ ctx, input }) => {
    if (!requirePurchase(ctx.checkout.purchase).isSubscription)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'La compra no es una suscripción' });
    const purchase = await buyerPurchase(ctx);
    const child = await guarded(() => chosenChild(ctx.auth, purchase, input?.childId));
    await requireStartAllowed(ctx.auth.user.id);
    return guarded(() => openSubscription(ctx.auth.refreshToken, purchase, ctx.auth.user, child));
  }),

  /**
   * Where the session's subscription stands, asked again before its card form is shown: it may
   * have been paid, or withdrawn by a start in another tab (decision 022).
   */
  subscriptionStanding: checkoutProcedure
    .input(z.object({ subscriptionId: z.string().min(1).max(120) }))
    .query(({ ctx, input }) =>
      subscriptionStanding(ctx.auth.refreshToken, ctx.auth.user.id, input.subscriptionId),
    ),

  /**
   * Authorizes the card behind a provider transaction token, at most once per purchase, and
   * never for a program already paid for that child (checked again under the program's lock).
   */
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
    const payment = ctx.checkout.payment;
    const outcome = payment?.outcome;
    if (!payment || outcome?.status !== 'approved')
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado' });
    const followUp = await completeFollowUp({
      bearer: ctx.auth.refreshToken,
      purchase,
      timeZone: ctx.timeZone,
      child: payment.child,
      outcome,
    });
    const updated = { ...outcome, followUp };
    await saveOutcome(updated);
    return updated;
  }),
});
