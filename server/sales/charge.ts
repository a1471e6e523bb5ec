/** The one charge of any sale (decision 104): a card's token, or Yape's or Plin's approval (decision 085). */
import { AMOUNT_RETURNED } from '@kernel/texts/sales';
import { NO_WALLET_FOR_TOTAL } from '@kernel/texts/wallet';
import { authorizeCharge } from '../card-provider/adapter';
import { walletQr, walletToken } from '../card-provider/wallet';
import { requireTokenisedBrand } from '../invoice-checkout/codes';
import { expectedOutcome, OutcomeError } from '../trpc/outcomes';
import { alreadyPaid, paidPurchaseOf } from '../vacation-purchase/already-paid';
import { ownChild } from '../vacation-purchase/child-choice';
import { closeOpenPayment, markPaid, programUnit } from '../vacation-purchase/purchase-registry';
import type { WalletApproval } from '../validation/wallet';
import { payOnce } from './follow-up';
import { forgetOffer, readOffer, recordOutcome, saveOffer, type CardOffer } from './ledger';
import { withOpenSale } from './offers';
import { logRefusedAsPaid, logReturned } from './log';
import { paymentOf, type PaidWith, type PayInput, type SalePayment } from './payment';
import {
  attemptsExceeded,
  receivedIsTotal,
  refusingSaleConflicts,
  requireOfferHolds,
  requireOffered,
  requireOpen,
  WALLET_ATTEMPTS_PER_OFFER,
} from './rules';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';
import { anyWalletTakes, overWalletLimit } from './wallet-limits';

interface ChargeGuard {
  /** What one lock covers: the sale, or a vacation program for one child across its purchases. */
  scope: SaleRef | string;
  /** Refusals as OutcomeErrors; nothing has moved yet. */
  check(bearer: string, sale: Sale, transactionToken: string): Promise<void>;
  /** Once the outcome is recorded, under the same lock. */
  recorded?(payment: SalePayment): Promise<void>;
}

/** A pedido's one-brand promotion; a vacation program paid once per child. */
function guardOf(offer: CardOffer): ChargeGuard {
  if (offer.sale.kind === 'invoice') return { scope: offer.sale, check: requireTokenisedBrand };
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

interface OfferPayInput extends PayInput {
  /** The purchase number the page showed: another one would charge what was not shown. */
  number: string;
}

type Token = { transactionToken: string; method: Extract<PaidWith, 'card' | 'yape' | 'plin'> };
/** The token to charge and how it was paid, asked under the lock once the offer is read. */
type TokenOf = (sale: Sale, offer: CardOffer | null) => Promise<Token>;

export const chargeCard = (input: OfferPayInput & { transactionToken: string }): Promise<SalePayment> =>
  charge(input, async () => ({ transactionToken: input.transactionToken, method: 'card' }));

async function charge(input: OfferPayInput, tokenOf: TokenOf) {
  const { bearer, ref } = input;
  const ownerId = input.payer.id;
  // Without an offer the sale's own lock: the step is refused under it, before anything moves.
  const seen = await readOffer(ref, 'card', ownerId);
  return payOnce(input, seen ? guardOf(seen).scope : ref, async (sale) => {
    const opened = await readOffer(ref, 'card', ownerId);
    const { transactionToken, method } = await tokenOf(sale, opened);
    const held = requireOfferHolds(opened, sale, input.number);
    const guard = guardOf(held);
    // Closed with no outcome of ours: a charge of this number a crash kept us from recording? The
    // provider answers a repeat with its first authorization; anything else is the sale closed.
    const lost = sale.status !== 'open';
    if (!lost) await guard.check(bearer, sale, transactionToken);
    const answer = await refusingSaleConflicts(bearer, ref, () =>
      authorizeCharge(bearer, held, transactionToken),
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
      method,
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
    await guard.recorded?.(outcome);
    return outcome;
  });
}

/** The card offer a wallet may pay: an open sale in soles, not a one-brand promotion, its offer holding. */
function walletOffer(sale: Sale, offer: CardOffer | null, number: string) {
  requireOpen(sale);
  requireOffered(sale.currency === 'PEN' && sale.requiredBrand === null);
  return requireOfferHolds(offer, sale, number);
}

/** Charged as a card under its lock: a replay answers the recorded payment, the wallet not asked. */
export function payWithWallet(input: OfferPayInput & { approval: WalletApproval }): Promise<SalePayment> {
  const { bearer, ref, approval } = input;
  return charge(input, async (sale, opened) => {
    const offer = walletOffer(sale, opened, input.number);
    // Above the wallet's most per operation (issue 75): refused before the wallet is asked.
    const over = approval.kind === 'code' ? overWalletLimit(approval.wallet, offer.amount) : null;
    if (over) throw over;
    const token = await refusingSaleConflicts(bearer, ref, () => walletToken(bearer, offer, approval)).catch(
      async (error: unknown) => {
        const refusal = expectedOutcome(error);
        const reason = refusal?.kind === 'wallet-refused' ? refusal.reason : null;
        // A wrong code counts against the offer; past the limit (ours or the API's) it is closed.
        const refusals = offer.walletRefusals + 1;
        if (reason === 'wrong_code' && refusals < WALLET_ATTEMPTS_PER_OFFER) {
          await saveOffer({ ...offer, walletRefusals: refusals });
        } else if (reason === 'wrong_code' || reason === 'attempts_exceeded') {
          await forgetOffer(ref, 'card');
          throw attemptsExceeded();
        }
        throw error;
      },
    );
    // A QR names its wallet only once paid: the limit is checked again where the charge is made.
    const overLimit = overWalletLimit(token.wallet, offer.amount);
    if (overLimit) throw overLimit;
    return { transactionToken: token.transactionToken, method: token.wallet };
  });
}

/** A QR for the offer's amount, for a sale in soles whose offer holds. */
export const walletQrFor = ({ bearer, payer, ref, number }: OfferPayInput) =>
  withOpenSale(bearer, payer.id, ref, async (sale) => {
    const offer = walletOffer(sale, await readOffer(ref, 'card', payer.id), number);
    if (!anyWalletTakes(offer.amount))
      throw new OutcomeError({ kind: 'wallet-refused', reason: 'over_operation_limit' }, NO_WALLET_FOR_TOTAL);
    return refusingSaleConflicts(bearer, ref, () => walletQr(bearer, offer)).catch(async (error: unknown) => {
      const kind = expectedOutcome(error)?.kind;
      if (kind === 'wallet-refused' || kind === 'offer-stale') await forgetOffer(ref, 'card');
      throw error;
    });
  });
