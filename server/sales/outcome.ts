/**
 * A payment's outcome as every charge records it (decision 008), a card's, a wallet's or a dollar
 * intent's: its facts, written before any follow-up step, journalled while steps are pending and
 * logged; the offer that made it is spent.
 */
import type { UserData } from '../upstream/schemas/auth';
import { initialFollowUp } from './follow-up-steps';
import { keepInJournal } from './journal';
import { forgetOffer, savePayment, type OfferMethod } from './ledger';
import { logPayment } from './log';
import type { ApprovedPayment, DeniedPayment, PaidWith, SalePayment } from './payment';
import type { Sale } from './sale';

export type Payer = Pick<UserData, 'id' | 'firstName' | 'lastName'>;

interface Charged {
  payer: Payer;
  sale: Pick<Sale, 'ref' | 'number' | 'currency'>;
  method: PaidWith;
  /** The provider's yymmddhhmmss when it sent one (spec §9). */
  transactionDate: string | null;
}

const factsOf = ({ payer, sale, method, transactionDate }: Charged) => ({
  sale: sale.ref,
  ownerId: payer.id,
  number: sale.number,
  currency: sale.currency,
  method,
  transactionDate,
  recordedAt: new Date().toISOString(),
});

type ApprovedFacts = Pick<
  ApprovedPayment,
  'reference' | 'amount' | 'card' | 'brand' | 'description' | 'timeZone' | 'vacation'
>;

export function approvedPayment(charged: Charged, facts: ApprovedFacts): ApprovedPayment {
  const { firstName, lastName } = charged.payer;
  const payment = {
    ...factsOf(charged),
    status: 'approved' as const,
    ...facts,
    payerName: `${firstName} ${lastName}`.trim(),
  };
  return { ...payment, followUp: initialFollowUp(payment) };
}

export const deniedPayment = (
  charged: Charged,
  facts: Pick<DeniedPayment, 'reference' | 'actionCode' | 'message'>,
): DeniedPayment => ({ ...factsOf(charged), status: 'denied', ...facts });

export async function recordOutcome(bearer: string, payment: SalePayment, spent: OfferMethod): Promise<void> {
  // The journal first: a crash between the two leaves an entry the sweep drops, never a payment
  // whose steps nobody resumes.
  if (payment.status === 'approved') await keepInJournal(payment, bearer);
  await savePayment(payment);
  logPayment(payment);
  await forgetOffer(payment.sale, spent);
}
