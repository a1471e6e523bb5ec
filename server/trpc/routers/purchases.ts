/** The vacation purchase (spec §4): pricing for the buyer, the child, and the start of its payment. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { purchaseForBuyer } from '../../vacation-purchase/purchase-context';
import { findOpenPayment, openPayment } from '../../vacation-purchase/checkout';
import { childOptions, chooseChild } from '../../vacation-purchase/child-choice';
import { buysForChild } from '../../vacation-purchase/child-rules';
import { findPaid } from '../../vacation-purchase/purchase-registry';
import { ReceiptFieldsInputSchema, receiptBuyerFor } from '../../validation/vacation-receipt';
import { openSubscription, subscriptionStanding } from '../../vacation-purchase/subscription';
import type { PaymentState, PurchaseContext } from '../../vacation-purchase/types';
import type { Auth } from '../../auth/auth';
import { requireUnderLimit, router } from '../init';
import { expectedOutcome } from '../outcomes';
import { saleStepProcedure, vacationPurchaseProcedure } from '../sale-procedures';

const requireStartAllowed = (userId: number) =>
  requireUnderLimit('paymentStart', String(userId), 'Demasiados intentos de pago');

/** Checked against the parent's own children. */
const ChildInputSchema = z.object({ childId: z.number().int().positive().optional() });

/** Plus 'Comprobante de pago' (issue 55), checked against the price computed here. */
const StartPaymentInputSchema = ChildInputSchema.extend({ receipt: ReceiptFieldsInputSchema.optional() });

const chosenChild = (auth: Auth, purchase: PurchaseContext, childId: number | undefined) =>
  chooseChild({ bearer: auth.refreshToken, user: auth.user, programRange: purchase.age_range, childId });

/** Chosen while signed out it was priced by location; the buyer's own country decides now. */
const buyerPurchase = (ctx: { purchase: PurchaseContext; auth: Auth; timeZone: string }) =>
  purchaseForBuyer(ctx.purchase, ctx.auth.user, ctx.timeZone);

/** The child an approved payment is for (null: a student's own), else undefined. */
const approvedChildId = (payment: PaymentState | null) =>
  payment?.outcome?.status === 'approved' ? payment.child?.id ?? null : undefined;

export const purchasesRouter = router({
  current: vacationPurchaseProcedure.query(({ ctx }) => buyerPurchase(ctx)),

  /** Any session's payment counts: another tab, device or server recorded it in the shared store. */
  paidByBuyer: vacationPurchaseProcedure.query(
    async ({ ctx }) => (await findPaid(ctx.auth.refreshToken, ctx.auth.user.id, ctx.purchase, null)) !== null,
  ),

  childOptions: vacationPurchaseProcedure.query(async ({ ctx }) => {
    if (!buysForChild(ctx.auth.user)) return null;
    return childOptions({
      bearer: ctx.auth.refreshToken,
      userId: ctx.auth.user.id,
      purchase: ctx.purchase,
      paidChildId: approvedChildId(ctx.payment) ?? null,
    });
  }),

  start: vacationPurchaseProcedure
    .input(StartPaymentInputSchema.optional())
    .mutation(async ({ ctx, input }) => {
      // An approved purchase is never started again (back button, second click).
      if (ctx.payment && approvedChildId(ctx.payment) === (input?.childId ?? null)) return ctx.payment;
      const purchase = await buyerPurchase(ctx);
      // The child is checked first: a missing or refused choice does not use up a payment start.
      const child = await chosenChild(ctx.auth, purchase, input?.childId);
      // Refused beside its fields before anything is created at the API or charged.
      const receiptBuyer = receiptBuyerFor(purchase, input?.receipt);
      await requireStartAllowed(ctx.auth.user.id);
      return openPayment(ctx.auth.refreshToken, ctx.auth.user.id, purchase, child, receiptBuyer);
    }),

  /** Reading only: the payment a new session comes back to; null when none is left or the program is gone. */
  opened: vacationPurchaseProcedure.input(ChildInputSchema.optional()).query(async ({ ctx, input }) => {
    const childId = buysForChild(ctx.auth.user) ? input?.childId : null;
    if (childId === undefined) return null;
    const purchase = await buyerPurchase(ctx).catch((error: unknown) => {
      if (expectedOutcome(error)?.kind === 'purchase-unavailable') return null;
      throw error;
    });
    return purchase && findOpenPayment(ctx.auth.user.id, purchase, childId);
  }),

  startSubscription: vacationPurchaseProcedure
    .input(ChildInputSchema.optional())
    .mutation(async ({ ctx, input }) => {
      if (!ctx.purchase.isSubscription)
        throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'La compra no es una suscripción' });
      const purchase = await buyerPurchase(ctx);
      const child = await chosenChild(ctx.auth, purchase, input?.childId);
      await requireStartAllowed(ctx.auth.user.id);
      return openSubscription(ctx.auth.refreshToken, purchase, ctx.auth.user, child);
    }),

  /** Asked again before the card form: it may have been paid or withdrawn in another tab. */
  subscriptionStanding: saleStepProcedure
    .input(z.object({ subscriptionId: z.string().min(1).max(120) }))
    .query(({ ctx, input }) =>
      subscriptionStanding(ctx.auth.refreshToken, ctx.auth.user.id, input.subscriptionId),
    ),
});
