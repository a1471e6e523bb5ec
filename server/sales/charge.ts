/**
 * The one charge through the Peruvian card provider, for every kind of sale and for a card or a
 * wallet's token alike (decision 104): under the sale's lock, the recorded outcome replayed, the
 * sale still open, the offer still its total, the kind's own checks, then the authorization,
 * recorded before any follow-up step.
 */
import { AMOUNT_RETURNED, OFFER_STALE } from '@kernel/texts/sales';
import { authorizeCharge, type CardAuthorization } from '../card-provider/adapter';
import { expectedOutcome, OutcomeError } from '../trpc/outcomes';
import { loadSale } from './adapters';
import { refusingSaleConflicts } from './api-refusals';
import { CHARGE_GUARDS } from './charge-guards';
import { replayRecorded, settle } from './follow-up';
import { forgetOffer, readOffer, readPayment, recordOutcome, type CardOffer } from './ledger';
import { logReturned } from './log';
import { withSaleLock } from './offers';
import { approvedPayment, deniedPayment, type PaidWith, type Payer, type SalePayment } from './payment';
import { receivedIsTotal, requireOfferHolds, requireOpen } from './rules';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';

export interface ChargeInput {
  bearer: string;
  payer: Payer;
  ref: SaleRef;
  /** The purchase number the page showed: another one would charge what was not shown. */
  number: string;
  transactionToken: string;
  method: Extract<PaidWith, 'card' | 'yape' | 'plin'>;
  timeZone: string;
}

function paymentOf(input: ChargeInput, sale: Sale, offer: CardOffer, answer: CardAuthorization): SalePayment {
  const charged = { ...input, sale, transactionDate: answer.transactionDate };
  if (answer.status === 'denied')
    return deniedPayment(charged, {
      reference: null,
      actionCode: answer.actionCode,
      message: answer.message,
    });
  const { transactionId: reference, amount, card, brand } = answer;
  return approvedPayment(charged, { reference, amount, card, brand, vacation: offer.vacation });
}

/** A replay (double click, stale tab, another instance) answers the recorded outcome. */
export async function chargeCard(input: ChargeInput): Promise<SalePayment> {
  const { bearer, ref } = input;
  const ownerId = input.payer.id;
  const replayed = await replayRecorded(bearer, ref, ownerId);
  if (replayed) return replayed;
  const opened = await readOffer(ref, 'card', ownerId);
  if (!opened) throw new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE);
  const guard = CHARGE_GUARDS[ref.kind];
  const payment = await withSaleLock(guard.scope(opened), async () => {
    const [settled, sale, offer] = await Promise.all([
      readPayment(ref, ownerId),
      loadSale(bearer, ref),
      readOffer(ref, 'card', ownerId),
    ]);
    if (settled) return settled;
    const held = requireOfferHolds(offer, sale, input.number);
    // Closed with no outcome of ours: a charge of this number a crash kept us from recording? The
    // provider answers a repeat with its first authorization; anything else is the sale closed.
    const lost = sale.status !== 'open';
    if (!lost) await guard.check(bearer, sale, held, input.transactionToken);
    const answer = await refusingSaleConflicts(bearer, ref, () =>
      authorizeCharge(bearer, {
        ...held,
        purchaseNumber: held.number,
        transactionToken: input.transactionToken,
      }),
    ).catch(async (error: unknown) => {
      if (lost) requireOpen(sale);
      // Voided by the API (a change it made, another total): the next step opens a new session.
      if (expectedOutcome(error)?.kind === 'offer-stale') await forgetOffer(ref, 'card');
      throw error;
    });
    if (answer.status === 'approved' && !receivedIsTotal(answer, sale)) {
      logReturned(ref, held.number, 'amount_mismatch', { received: answer.amount, total: sale.total });
      await forgetOffer(ref, 'card');
      throw new OutcomeError({ kind: 'offer-stale' }, AMOUNT_RETURNED);
    }
    const outcome = paymentOf(input, sale, held, answer);
    await recordOutcome(bearer, outcome, 'card');
    await guard.recorded(outcome, held);
    return outcome;
  });
  return settle(bearer, payment);
}
