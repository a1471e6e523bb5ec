/** The checkout's expected refusals; the invoices router turns each into its outcome (decision 026). */
import type { CodeRefusalReason } from '@kernel/texts/checkout';
import type { PurchaseChild } from '../vacation-purchase/types';

/** The product is already paid for this child: nothing is created or charged. */
export class ItemAlreadyPaidError extends Error {
  constructor(readonly child: PurchaseChild) {
    super('item already paid for this child');
    this.name = 'ItemAlreadyPaidError';
  }
}

/** The invoice cannot be paid this way now (not open, another currency, a method not offered). */
export class NotPayableError extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'NotPayableError';
  }
}

/** A discount code refused, or not checkable now; `text` is the Spanish message for the field. */
export class CodeRefusedError extends Error {
  constructor(readonly reason: CodeRefusalReason, readonly text: string) {
    super(`code refused: ${reason}`);
    this.name = 'CodeRefusedError';
  }
}

/** A replayed or forged step names a purchase number, intent or invoice that does not match. */
export class StepMismatchError extends Error {
  constructor(what: string) {
    super(`step mismatch: ${what}`);
    this.name = 'StepMismatchError';
  }
}
