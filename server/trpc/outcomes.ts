/** Expected outcomes (decision 026): thrown as OutcomeError, read by loaders via `expectedOutcome`. */
import { TRPCError } from '@trpc/server';
import type { CodeRefusalReason } from '@kernel/texts/checkout';
import type { ReferralRefusalReason } from '@kernel/texts/referral';
import type { PurchaseBlock } from '@kernel/texts/payments';
import type { ScheduleRefusal } from '@kernel/texts/schedule';
import type { ClosedSaleStatus } from '@kernel/texts/sales';
import type { WalletRefusalKind } from '@kernel/texts/wallet';
import type { RefundRefusalCode } from '@kernel/texts/refunds';
import type { WaitlistRefusalCode } from '@kernel/texts/waitlist';
import type { MakeUpRefusalCode } from '@kernel/texts/make-ups';
import type { PurchaseChild } from '../vacation-purchase/types';

export type Outcome =
  /** For this child (a student: for themselves), by any schedule or purchase. */
  | { kind: 'already-paid'; child: PurchaseChild | null }
  | { kind: 'child-not-eligible'; message: string }
  | { kind: 'purchase-blocked'; block: PurchaseBlock }
  | { kind: 'purchase-unavailable' }
  /** The schedule has no seat for this buyer (decision 092): refused before any charge. */
  | { kind: 'schedule-full' }
  /** Not there, or not the user's (another family's child, another organization). */
  | { kind: 'not-found' }
  /** `scope`: whose allowance is used up, so the page names that limit (decision 098); the client's by default. */
  | { kind: 'throttled'; scope?: ThrottleScope }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'invalid-input' }
  | { kind: 'code-refused'; reason: CodeRefusalReason; message: string }
  | { kind: 'referral-refused'; reason: ReferralRefusalReason; message: string }
  | { kind: 'schedule-refused'; reason: ScheduleRefusal }
  /** The sale is paid, refunded, denied, expired or void: nothing changes or charges it (issue 74). */
  | { kind: 'sale-closed'; status: ClosedSaleStatus }
  /** The amount a payment step was opened for is no longer the sale's total: open it again. */
  | { kind: 'offer-stale' }
  /** Yape or Plin refused the approval: nothing charged, the step stays open (unless expired). */
  | { kind: 'wallet-refused'; reason: WalletRefusalKind | 'qr-pending' }
  /** The API refused the refund (cut-off passed, not paid, the provider refused). */
  | { kind: 'refund-refused'; reason: RefundRefusalCode }
  /** The API would not list the child (already listed, seats again): nothing changed. */
  | { kind: 'waitlist-refused'; reason: WaitlistRefusalCode }
  /** The API would not take the make-up request (full class, one already asked…): nothing changed. */
  | { kind: 'make-up-refused'; reason: MakeUpRefusalCode };

/** A client's own limit, or one the whole site shares (every visitor's sign-ups, say). */
export type ThrottleScope = 'client' | 'site';

export type OutcomeKind = Outcome['kind'];

const CODE_BY_KIND: Record<OutcomeKind, TRPCError['code']> = {
  'already-paid': 'CONFLICT',
  'child-not-eligible': 'BAD_REQUEST',
  'purchase-blocked': 'PRECONDITION_FAILED',
  'purchase-unavailable': 'PRECONDITION_FAILED',
  'schedule-full': 'CONFLICT',
  'not-found': 'NOT_FOUND',
  throttled: 'TOO_MANY_REQUESTS',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'invalid-input': 'BAD_REQUEST',
  'code-refused': 'BAD_REQUEST',
  'referral-refused': 'BAD_REQUEST',
  'schedule-refused': 'CONFLICT',
  'sale-closed': 'CONFLICT',
  'offer-stale': 'CONFLICT',
  'wallet-refused': 'BAD_REQUEST',
  'refund-refused': 'CONFLICT',
  'waitlist-refused': 'CONFLICT',
  'make-up-refused': 'CONFLICT',
};

/** Stays a TRPCError; `createCaller` rethrows the very instance, so the outcome reads back as is. */
export class OutcomeError extends TRPCError {
  constructor(readonly outcome: Outcome, message: string, cause?: unknown) {
    super({ code: CODE_BY_KIND[outcome.kind], message, cause });
  }
}

type PlainOutcome = Extract<
  Outcome,
  { kind: 'not-found' | 'throttled' | 'unauthorized' | 'forbidden' | 'invalid-input' }
>;

/** Codes that are an outcome whoever raised them (a mapped upstream error, tRPC's input check). */
const KIND_BY_CODE: Partial<Record<TRPCError['code'], PlainOutcome['kind']>> = {
  NOT_FOUND: 'not-found',
  TOO_MANY_REQUESTS: 'throttled',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  BAD_REQUEST: 'invalid-input',
};

export function expectedOutcome(error: unknown): Outcome | null {
  if (error instanceof OutcomeError) return error.outcome;
  if (!(error instanceof TRPCError)) return null;
  const kind = KIND_BY_CODE[error.code];
  return kind ? { kind } : null;
}
