/** Yape and Plin (decision 085), server-only: charged on the sale's card offer (server/sales/charge.ts). */
import { z } from 'zod';
import { payWithWallet, walletQrFor } from '../../sales/charge';
import { walletQrStatus } from '../../upstream/card-provider';
import { QrIdSchema, WalletApprovalSchema } from '../../validation/wallet';
import { authedProcedure, router } from '../init';
import { OfferInput, offerPayment, saleStepProcedure } from '../sale-procedures';

export const walletRouter = router({
  pay: saleStepProcedure
    .input(OfferInput.extend({ approval: WalletApprovalSchema }))
    .mutation(({ ctx, input }) => payWithWallet({ ...offerPayment(ctx, input), approval: input.approval })),

  qr: saleStepProcedure.input(OfferInput).mutation(({ ctx, input }) => walletQrFor(offerPayment(ctx, input))),

  /** Reading only (also via /api/trpc): the action charges, with the QR's id; another family's: not found. */
  qrStatus: authedProcedure
    .input(z.object({ qrId: QrIdSchema }))
    .query(async ({ ctx, input }) => (await walletQrStatus(ctx.auth.refreshToken, input.qrId)).status),
});
