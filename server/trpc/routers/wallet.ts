/**
 * Yape and Plin (decision 085), server-only: the wallet's approval is exchanged for a transaction
 * token and charged as a card's, at most once per purchase; a refusal of the wallet charges nothing.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { METHOD_UNAVAILABLE } from '@kernel/texts/checkout';
import { walletQrState } from '../../card-provider/wallet';
import { resultView } from '../../invoice-checkout/invoice-view';
import { invoiceWalletQr, payInvoiceWithWallet } from '../../invoice-checkout/wallet';
import { InvoiceIdSchema } from '../../validation/checkout';
import { QrIdSchema, WalletApprovalSchema } from '../../validation/wallet';
import { payPurchaseWithWallet, purchaseWalletQr } from '../../vacation-purchase/wallet';
import type { PaymentState } from '../../vacation-purchase/types';
import { accountProcedure, router, vacationPurchaseProcedure } from '../init';
import { invoiceStepProcedure } from '../invoice-procedures';
import { OutcomeError } from '../outcomes';
import { guarded, requirePurchase } from '../vacation-purchase-errors';

const PurchaseNumber = z.string().min(1).max(40);

/** The payment the page showed, in soles: the only one a wallet pays. */
function requireSolesPayment(payment: PaymentState | null, purchaseNumber: string): PaymentState {
  if (!payment || payment.purchaseNumber !== purchaseNumber)
    throw new TRPCError({ code: 'CONFLICT', message: 'El pago no corresponde a la compra en curso' });
  if (payment.currency !== 'PEN')
    throw new OutcomeError({ kind: 'purchase-unavailable' }, METHOD_UNAVAILABLE);
  return payment;
}

export const walletRouter = router({
  payPurchase: vacationPurchaseProcedure
    .input(z.object({ purchaseNumber: PurchaseNumber, approval: WalletApprovalSchema }))
    .mutation(async ({ ctx, input }) => {
      const purchase = requirePurchase(ctx.vacationPurchase.purchase);
      const payment = requireSolesPayment(ctx.vacationPurchase.payment, input.purchaseNumber);
      return guarded(() =>
        payPurchaseWithWallet({
          bearer: ctx.auth.refreshToken,
          userId: ctx.auth.user.id,
          payment,
          purchase,
          user: ctx.auth.user,
          approval: input.approval,
        }),
      );
    }),

  payInvoice: invoiceStepProcedure
    .input(
      z.object({
        invoiceId: InvoiceIdSchema,
        purchaseNumber: PurchaseNumber,
        approval: WalletApprovalSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const paid = await payInvoiceWithWallet({
        bearer: ctx.auth.refreshToken,
        invoiceId: input.invoiceId,
        purchaseNumber: input.purchaseNumber,
        payer: ctx.auth.user,
        approval: input.approval,
      });
      return 'ok' in paid ? paid : resultView(paid);
    }),

  purchaseQr: vacationPurchaseProcedure
    .input(z.object({ purchaseNumber: PurchaseNumber }))
    .mutation(async ({ ctx, input }) => {
      requirePurchase(ctx.vacationPurchase.purchase);
      const payment = requireSolesPayment(ctx.vacationPurchase.payment, input.purchaseNumber);
      return purchaseWalletQr(ctx.auth.refreshToken, payment);
    }),

  invoiceQr: invoiceStepProcedure
    .input(z.object({ invoiceId: InvoiceIdSchema, purchaseNumber: PurchaseNumber }))
    .mutation(({ ctx, input }) =>
      invoiceWalletQr(ctx.auth.refreshToken, input.invoiceId, input.purchaseNumber),
    ),

  /** Reading only, for the page that waits: never charges (the action does, with the QR's id). */
  qrStatus: accountProcedure
    .input(z.object({ qrId: QrIdSchema }))
    .query(({ ctx, input }) => walletQrState(ctx.auth.refreshToken, input.qrId)),
});
