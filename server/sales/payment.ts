/** A sale's payment as every charge records it (decision 008): once written, later calls replay it. */
import type { Currency } from '@kernel/money';
import type { UserData } from '../upstream/schemas/auth';
import type { PurchaseChild, PurchaseContext } from '../vacation-purchase/types';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';

export type PaidWith = 'card' | 'global_card' | 'yape' | 'plin';

/** 'duplicate': the API refused an enrolment (409) the child already had from another purchase. */
export type StepStatus = 'done' | 'pending' | 'duplicate';

/** What a vacation purchase's follow-up needs once the session that paid it is gone. */
export interface VacationContext {
  purchase: PurchaseContext;
  child: PurchaseChild | null;
}

interface PaymentFacts {
  sale: SaleRef;
  ownerId: number;
  number: string;
  currency: Currency;
  method: PaidWith;
  /** The provider's yymmddhhmmss when it sent one (spec §9), else when we recorded it. */
  transactionDate: string | null;
  recordedAt: string;
}

export interface ApprovedPayment extends PaymentFacts {
  status: 'approved';
  /** The provider's transaction id, or the intent's id. */
  reference: string;
  amount: number;
  card: string | null;
  brand: string | null;
  payerName: string;
  description: string;
  /** Each step after the charge, in order: retried while pending, never charged again. */
  followUp: Record<string, StepStatus>;
  /** The time zone the enrolments are written in, and a vacation purchase's program and child. */
  timeZone: string;
  vacation: VacationContext | null;
}

export interface DeniedPayment extends PaymentFacts {
  status: 'denied';
  reference: string | null;
  /** The provider's ACTION_CODE (spec §8), when it gave one. */
  actionCode: string | null;
  /** Spec §8's text for the denial. */
  message: string;
}

export type SalePayment = ApprovedPayment | DeniedPayment;

export const followUpPending = (payment: SalePayment): boolean =>
  payment.status === 'approved' && Object.values(payment.followUp).includes('pending');

/** The steps a new approval starts with, all pending (server/sales/follow-up.ts runs them). */
function initialFollowUp(sale: SaleRef, method: PaidWith): Record<string, StepStatus> {
  if (sale.kind === 'vacation') return { enrollments: 'pending', 'purchase-update': 'pending' };
  return method === 'global_card'
    ? { report: 'pending', done: 'pending', email: 'pending' }
    : { done: 'pending', email: 'pending' };
}

/** Who pays which sale: what every payment step (card, wallet, dollar intent) is asked with. */
export interface PayInput {
  bearer: string;
  payer: Pick<UserData, 'id' | 'firstName' | 'lastName'>;
  ref: SaleRef;
  /** The zone the result screen and the enrolments are written in. */
  timeZone: string;
}

/** What the provider answered, in the record's words. */
type ProviderAnswer =
  | Pick<ApprovedPayment, 'status' | 'reference' | 'amount' | 'card' | 'brand' | 'vacation'>
  | Pick<DeniedPayment, 'status' | 'reference' | 'actionCode' | 'message'>;

export function paymentOf(
  { payer, timeZone }: PayInput,
  sale: Pick<Sale, 'ref' | 'number' | 'currency' | 'description'>,
  method: PaidWith,
  transactionDate: string | null,
  answer: ProviderAnswer,
): SalePayment {
  const facts = {
    sale: sale.ref,
    ownerId: payer.id,
    number: sale.number,
    currency: sale.currency,
    method,
    transactionDate,
    recordedAt: new Date().toISOString(),
  };
  if (answer.status === 'denied') return { ...facts, ...answer };
  const payerName = `${payer.firstName} ${payer.lastName}`.trim();
  const followUp = initialFollowUp(sale.ref, method);
  return { ...facts, ...answer, description: sale.description, timeZone, payerName, followUp };
}
