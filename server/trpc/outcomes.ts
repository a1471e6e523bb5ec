/**
 * Expected outcomes: the answers a procedure gives instead of a result when the request cannot
 * go on for a reason the page tells the user (decision 026). A procedure raises one with
 * `new OutcomeError(outcome, message)`; a loader or action reads it with `expectedOutcome(error)`
 * and branches on `kind`, never on an error's message, code or cause.
 *
 * Anything else (upstream down, a timeout, maintenance, a store outage, a bug) is not an outcome:
 * the reader answers null and the route's error mapping shows the catalogue's page
 * (docs/architecture.md rule 3).
 */
import { TRPCError } from '@trpc/server';
import type { CodeRefusalReason } from '@kernel/texts/checkout';
import type { ReferralRefusalReason } from '@kernel/texts/referral';
import type { PurchaseBlock } from '@kernel/texts/payments';
import type { ScheduleRefusal } from '@kernel/texts/schedule';
import type { PurchaseChild } from '../vacation-purchase/types';

export type Outcome =
  /** The program is paid for this child (a student: for themselves), by any schedule or purchase. */
  | { kind: 'already-paid'; child: PurchaseChild | null }
  /** The child chosen cannot take the program (none chosen, age range, has it): the field's text. */
  | { kind: 'child-not-eligible'; message: string }
  /** The program has nothing to sell: no courses, or no schedules (spec §8). */
  | { kind: 'purchase-blocked'; block: PurchaseBlock }
  /** No purchase in progress, or its program or schedule is no longer sold. */
  | { kind: 'purchase-unavailable' }
  /** Not there, or not the user's (another family's child, another organization). */
  | { kind: 'not-found' }
  /** Too many attempts from this user or client (server/throttle.ts). */
  | { kind: 'throttled' }
  /** Credentials refused: no session, a session the upstream refuses, or a wrong password. */
  | { kind: 'unauthorized' }
  /** The upstream refuses this user the operation (e.g. a 403 on purchase creation). */
  | { kind: 'forbidden' }
  /** The input was refused (the procedure's schema, or the upstream's 400). */
  | { kind: 'invalid-input' }
  /**
   * A discount code the upstream (or the card check) refused, or could not check: the reason and
   * its Spanish text (kernel/texts/checkout.ts), shown beside the 'Código de descuento' field.
   */
  | { kind: 'code-refused'; reason: CodeRefusalReason; message: string }
  /** A referral code the upstream refused or could not check (decision 035): shown where it was typed. */
  | { kind: 'referral-refused'; reason: ReferralRefusalReason; message: string }
  /** A schedule change refused (decision 037): started, cut-off, full, other course, changed meanwhile. */
  | { kind: 'schedule-refused'; reason: ScheduleRefusal };

export type OutcomeKind = Outcome['kind'];

/** The tRPC code each outcome travels with: what /api/trpc answers and what tests see. */
const CODE_BY_KIND: Record<OutcomeKind, TRPCError['code']> = {
  'already-paid': 'CONFLICT',
  'child-not-eligible': 'BAD_REQUEST',
  'purchase-blocked': 'PRECONDITION_FAILED',
  'purchase-unavailable': 'PRECONDITION_FAILED',
  'not-found': 'NOT_FOUND',
  throttled: 'TOO_MANY_REQUESTS',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'invalid-input': 'BAD_REQUEST',
  'code-refused': 'BAD_REQUEST',
  'referral-refused': 'BAD_REQUEST',
  'schedule-refused': 'CONFLICT',
};

/**
 * A tRPC error carrying its outcome. It stays a TRPCError (same code, message and cause), so the
 * middlewares, the error formatter and /api/trpc treat it as before; `createCaller` rethrows the
 * very instance, so the action reads the outcome back without digging into `cause`.
 */
export class OutcomeError extends TRPCError {
  readonly outcome: Outcome;

  constructor(outcome: Outcome, message: string, cause?: unknown) {
    super({ code: CODE_BY_KIND[outcome.kind], message, cause });
    this.outcome = outcome;
  }
}

type PlainOutcome = Extract<
  Outcome,
  { kind: 'not-found' | 'throttled' | 'unauthorized' | 'forbidden' | 'invalid-input' }
>;

/**
 * Codes that are an outcome by themselves, whoever raised them: an upstream 404/401/403/400
 * mapped by rule 3 (upstream-errors.ts), or tRPC refusing an input against its schema.
 */
const KIND_BY_CODE: Partial<Record<TRPCError['code'], PlainOutcome['kind']>> = {
  NOT_FOUND: 'not-found',
  TOO_MANY_REQUESTS: 'throttled',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  BAD_REQUEST: 'invalid-input',
};

/** The expected outcome behind a caller's rejection, or null when the failure is not one. */
export function expectedOutcome(error: unknown): Outcome | null {
  if (error instanceof OutcomeError) return error.outcome;
  if (!(error instanceof TRPCError)) return null;
  const kind = KIND_BY_CODE[error.code];
  return kind ? { kind } : null;
}
