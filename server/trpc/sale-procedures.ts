/**
 * The procedures of every step of a sale, either kind (decision 104): the few domain errors that
 * are not yet OutcomeErrors become their outcome here, in one place (decision 026).
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import type { Auth } from '../auth/auth';
import { logForbidden } from '../sales/log';
import { SaleRefSchema } from '../sales/sale-ref';
import { LockBusyError } from '../store/lock';
import { UpstreamError } from '../upstream/errors';
import { ReceiptRefusedError } from '../validation/receipt-buyer';
import { accountProcedure, authedProcedure, mapDomainErrors } from './init';
import { OutcomeError } from './outcomes';

/** Null when the failure is none: the route's error page then. */
function saleOutcome(error: unknown, path: string): TRPCError | null {
  if (error instanceof UpstreamError && error.kind === 'forbidden') {
    logForbidden(path);
    return new OutcomeError({ kind: 'forbidden' }, CHECKOUT_FORBIDDEN, error);
  }
  if (error instanceof UpstreamError && error.kind === 'not-found')
    return new OutcomeError({ kind: 'not-found' }, 'No encontrado', error);
  if (error instanceof LockBusyError)
    return new TRPCError({ code: 'CONFLICT', message: 'El pago se está procesando', cause: error });
  // A zod refusal, as tRPC's own input check gives one: the form reads it field by field.
  if (error instanceof ReceiptRefusedError)
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Comprobante de pago no válido',
      cause: error.issues,
    });
  return null;
}

const mapSaleErrors = mapDomainErrors(saleOutcome);

/** A step's sale, either kind; with the number of the offer (card session, wallet) it answers. */
export const SaleInput = z.object({ sale: SaleRefSchema });
export const OfferInput = SaleInput.extend({ purchaseNumber: z.string().min(1).max(40) });

/** Who pays which sale at the offer's number: what the card's and the wallet's steps are asked with. */
export const offerPayment = (
  { auth, timeZone }: { auth: Auth; timeZone: string },
  input: z.infer<typeof OfferInput>,
) => ({
  bearer: auth.refreshToken,
  payer: auth.user,
  ref: input.sale,
  number: input.purchaseNumber,
  timeZone,
});

/** Reading a sale (its page, its receipt): any signed-in family, its own sales only. */
export const saleReadProcedure = authedProcedure.use(mapSaleErrors);

/** Every step that changes, offers or charges a sale: loaders and actions only, never /api/trpc. */
export const saleStepProcedure = accountProcedure.use(mapSaleErrors);

/** The vacation purchase's steps: its program and payment come from the session the action set. */
export const vacationPurchaseProcedure = saleStepProcedure.use(({ ctx, next }) => {
  const purchase = ctx.vacationPurchase?.purchase;
  if (!purchase) throw new OutcomeError({ kind: 'purchase-unavailable' }, 'No hay una compra en curso');
  return next({ ctx: { ...ctx, purchase, payment: ctx.vacationPurchase?.payment ?? null } });
});
