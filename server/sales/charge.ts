/**
 * The one charge through the Peruvian card provider, a card's or a wallet's token, any sale
 * (decision 104): under the sale's lock, replayed once recorded, made only while the sale is open,
 * the offer its total and its kind's ChargeGuard agrees; recorded before any follow-up step.
 */
import { AMOUNT_RETURNED, OFFER_STALE } from '@kernel/texts/sales';
import { authorizeCharge } from '../card-provider/adapter';
import { requireTokenisedBrand } from '../invoice-checkout/card-brand';
import { expectedOutcome, OutcomeError } from '../trpc/outcomes';
import { paidPurchaseOf } from '../vacation-purchase/already-paid';
import { alreadyPaid } from '../vacation-purchase/checkout';
import { ownChild } from '../vacation-purchase/child-choice';
import { closeOpenPayment, markPaid, programUnit } from '../vacation-purchase/purchase-registry';
import { payOnce } from './follow-up';
import { forgetOffer, readOffer, recordOutcome, type CardOffer } from './ledger';
import { logRefusedAsPaid, logReturned } from './log';
import { paymentOf, type PaidWith, type PayInput, type SalePayment } from './payment';
import { receivedIsTotal, refusingSaleConflicts, requireOfferHolds, requireOpen } from './rules';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';

interface ChargeGuard {
  /** What one lock covers: the sale, or a vacation program for one child across its purchases. */
  scope: SaleRef | string;
  /** Refusals as OutcomeErrors; nothing has moved yet. */
  check(bearer: string, sale: Sale, transactionToken: string): Promise<void>;
  /** Once the outcome is recorded, under the same lock. */
  recorded(payment: SalePayment): Promise<void>;
}

/** A pedido's one-brand promotion; a vacation program paid once per child. */
function guardOf(offer: CardOffer): ChargeGuard {
  if (offer.sale.kind === 'invoice')
    return {
      scope: offer.sale,
      check: async (bearer, sale, transactionToken) => {
        if (sale.source.kind === 'invoice')
          await requireTokenisedBrand(bearer, sale.source.invoice, transactionToken);
      },
      recorded: async () => {},
    };
  if (!offer.vacation) throw new Error(`card offer of ${offer.number} without its program`);
  const { ownerId, number, currency } = offer;
  const { purchase, child } = offer.vacation;
  const childId = child?.id ?? null;
  return {
    scope: `program:${programUnit(ownerId, purchase, childId)}`,
    check: async (bearer) => {
      // The child comes from the step opened: still one of this parent's children before any charge.
      if (child) await ownChild(bearer, child.id);
      // Paid meanwhile under another purchase number (another schedule, tab or instance): refused.
      const paid = await paidPurchaseOf(bearer, ownerId, purchase, child);
      if (!paid) return;
      await closeOpenPayment(ownerId, purchase, childId);
      logRefusedAsPaid(number, paid, currency);
      throw alreadyPaid(child);
    },
    recorded: async (payment) => {
      if (payment.status === 'approved') await markPaid(ownerId, purchase, childId, payment.number);
      // Approved or denied, this purchase number is spent: the next attempt opens a new one.
      await closeOpenPayment(ownerId, purchase, childId);
    },
  };
}

export interface ChargeInput extends PayInput {
  /** The purchase number the page showed: another one would charge what was not shown. */
  number: string;
  transactionToken: string;
  method: Extract<PaidWith, 'card' | 'yape' | 'plin'>;
}

/** A replay (double click, stale tab, another instance) answers the recorded outcome. */
export function chargeCard(input: ChargeInput): Promise<SalePayment> {
  const { bearer, ref } = input;
  const ownerId = input.payer.id;
  const scope = async () => {
    const opened = await readOffer(ref, 'card', ownerId);
    if (!opened) throw new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE);
    return guardOf(opened).scope;
  };
  return payOnce(input, scope, async (sale) => {
    const held = requireOfferHolds(await readOffer(ref, 'card', ownerId), sale, input.number);
    const guard = guardOf(held);
    // Closed with no outcome of ours: a charge of this number a crash kept us from recording? The
    // provider answers a repeat with its first authorization; anything else is the sale closed.
    const lost = sale.status !== 'open';
    if (!lost) await guard.check(bearer, sale, input.transactionToken);
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
      logReturned(sale, answer.amount);
      await forgetOffer(ref, 'card');
      throw new OutcomeError({ kind: 'offer-stale' }, AMOUNT_RETURNED);
    }
    const outcome = paymentOf(
      input,
      sale,
      input.method,
      answer.transactionDate,
      answer.status === 'denied'
        ? { status: 'denied', reference: null, actionCode: answer.actionCode, message: answer.message }
        : {
            status: 'approved',
            reference: answer.transactionId,
            amount: answer.amount,
            card: answer.card,
            brand: answer.brand,
            vacation: held.vacation,
          },
    );
    await recordOutcome(bearer, outcome, 'card');
    await guard.recorded(outcome);
    return outcome;
  });
}
