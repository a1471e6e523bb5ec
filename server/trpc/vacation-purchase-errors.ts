/** The vacation purchase's refusals as typed outcomes (decision 026). */
import { TRPCError } from '@trpc/server';
import { PurchaseUnavailableError } from '../vacation-purchase/buyer-purchase';
import { AlreadyPaidError } from '../vacation-purchase/checkout';
import { ChildChoiceError, ChildNotFoundError } from '../vacation-purchase/child-choice';
import { NoApprovedPaymentError } from '../vacation-purchase/follow-up';
import { LockBusyError } from '../store/lock';
import { OutcomeError } from './outcomes';

export function requirePurchase<T>(purchase: T | null): T {
  if (!purchase) throw new OutcomeError({ kind: 'purchase-unavailable' }, 'No hay una compra en curso');
  return purchase;
}

export async function guarded<T>(run: () => Promise<T>): Promise<T> {
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
    if (error instanceof NoApprovedPaymentError)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado', cause: error });
    throw error;
  }
}
