/** The invoice checkout's procedures, whose domain refusals become typed outcomes (decision 026). */
import type { TRPCError } from '@trpc/server';
import {
  alreadyPaidItem,
  CHECKOUT_FORBIDDEN,
  COURSE_NOT_IN_PATH,
  STEP_MISMATCH,
} from '@kernel/texts/checkout';
import {
  CodeRefusedError,
  ItemAlreadyPaidError,
  NotPayableError,
  StepMismatchError,
} from '../invoice-checkout/errors';
import { StartThrottledError } from '../invoice-checkout/open-invoice';
import { logCheckoutForbidden } from '../invoice-checkout/payment-log';
import { CourseNotInPathError } from '../invoice-checkout/product';
import { UpstreamError } from '../upstream/errors';
import { accountProcedure, authedProcedure, mapDomainErrors } from './init';
import { OutcomeError } from './outcomes';
import { paymentOutcome } from './vacation-purchase-errors';

/** Null when the failure is none: the route's error page then. */
function invoiceCheckoutOutcome(error: unknown, path: string): TRPCError | null {
  if (error instanceof UpstreamError && error.kind === 'forbidden') {
    logCheckoutForbidden(path);
    return new OutcomeError({ kind: 'forbidden' }, CHECKOUT_FORBIDDEN, error);
  }
  if (error instanceof UpstreamError && error.kind === 'not-found')
    return new OutcomeError({ kind: 'not-found' }, 'No encontrado', error);
  if (error instanceof CourseNotInPathError)
    return new OutcomeError({ kind: 'not-found' }, COURSE_NOT_IN_PATH, error);
  if (error instanceof ItemAlreadyPaidError)
    return new OutcomeError(
      { kind: 'already-paid', child: error.child },
      alreadyPaidItem(error.child.firstName),
      error,
    );
  if (error instanceof CodeRefusedError)
    return new OutcomeError(
      { kind: 'code-refused', reason: error.reason, message: error.text },
      error.text,
      error,
    );
  if (error instanceof NotPayableError)
    return new OutcomeError({ kind: 'purchase-unavailable' }, error.text, error);
  if (error instanceof StepMismatchError)
    return new OutcomeError({ kind: 'purchase-unavailable' }, STEP_MISMATCH, error);
  if (error instanceof StartThrottledError)
    return new OutcomeError({ kind: 'throttled' }, 'Demasiados intentos de pago', error);
  return paymentOutcome(error);
}

const mapInvoiceCheckoutErrors = mapDomainErrors(invoiceCheckoutOutcome);

export const invoiceReadProcedure = authedProcedure.use(mapInvoiceCheckoutErrors);

/** Loaders and actions only. */
export const invoiceStepProcedure = accountProcedure.use(mapInvoiceCheckoutErrors);
