/** The vacation purchase's refusals as typed outcomes (decision 026). */
import { TRPCError } from '@trpc/server';
import { PurchaseUnavailableError } from '../vacation-purchase/buyer-purchase';
import { AlreadyPaidError } from '../vacation-purchase/checkout';
import { ChildChoiceError, ChildNotFoundError } from '../vacation-purchase/child-choice';
import { NoApprovedPaymentError } from '../vacation-purchase/follow-up';
import { ReceiptRefusedError } from '../validation/vacation-receipt';
import { LockBusyError } from '../store/lock';
import { ScheduleFullError } from '../waitlist/schedule-full';
import { OutcomeError } from './outcomes';

export function requirePurchase<T>(purchase: T | null): T {
  if (!purchase) throw new OutcomeError({ kind: 'purchase-unavailable' }, 'No hay una compra en curso');
  return purchase;
}

/** The refusals the vacation purchase and the invoice checkout share; null for any other error. */
export function paymentOutcome(error: unknown): TRPCError | null {
  if (error instanceof LockBusyError)
    return new TRPCError({ code: 'CONFLICT', message: 'El pago se está procesando', cause: error });
  // Another family's child (or any child, for a buyer who is no parent) is not found, as upstream says.
  if (error instanceof ChildNotFoundError)
    return new OutcomeError({ kind: 'not-found' }, 'No encontrado', error);
  // The API refused the schedule or group: no seat for this buyer, nothing charged (decision 092).
  if (error instanceof ScheduleFullError)
    return new OutcomeError({ kind: 'schedule-full' }, 'Horario sin cupos', error);
  if (error instanceof ChildChoiceError)
    return new OutcomeError({ kind: 'child-not-eligible', message: error.message }, error.message, error);
  return null;
}

export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AlreadyPaidError)
      throw new OutcomeError({ kind: 'already-paid', child: error.child }, 'ALREADY_PAID', error);
    const shared = paymentOutcome(error);
    if (shared) throw shared;
    if (error instanceof PurchaseUnavailableError)
      throw new OutcomeError({ kind: 'purchase-unavailable' }, 'Programa no disponible', error);
    // A zod refusal, as tRPC's own input check gives one: the form reads it field by field.
    if (error instanceof ReceiptRefusedError)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Comprobante de pago no válido',
        cause: error.issues,
      });
    if (error instanceof NoApprovedPaymentError)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado', cause: error });
    throw error;
  }
}
