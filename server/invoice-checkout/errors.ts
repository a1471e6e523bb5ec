/** The checkout's expected refusals; the invoices router turns each into its outcome (decision 026). */
import type { CodeRefusalReason } from '@kernel/texts/checkout';
import type { PurchaseChild } from '../vacation-purchase/types';

export class ItemAlreadyPaidError extends Error {
  constructor(readonly child: PurchaseChild) {
    super('item already paid for this child');
    this.name = 'ItemAlreadyPaidError';
  }
}

/** Not open, another currency, or a method not offered. */
export class NotPayableError extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'NotPayableError';
  }
}

/** `text` is the Spanish message for the field. */
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
