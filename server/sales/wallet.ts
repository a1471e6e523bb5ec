/**
 * Yape and Plin for any sale in soles (decision 085): the approval becomes a token of the sale's
 * card offer, charged by the one charge; a few wrong codes close the offer (decision 104).
 */
import { NO_WALLET_FOR_TOTAL } from '@kernel/texts/wallet';
import { walletQr, walletToken, type WalletApproval } from '../card-provider/wallet';
import { expectedOutcome, OutcomeError } from '../trpc/outcomes';
import { loadSale } from './adapters';
import { chargeCard } from './charge';
import { replayOf } from './follow-up';
import { forgetOffer, readOffer, readPayment, saveOffer, type CardOffer } from './ledger';
import type { PayInput, SalePayment } from './payment';
import {
  attemptsExceeded,
  refusingSaleConflicts,
  requireOfferHolds,
  requireOffered,
  requireOpen,
  WALLET_ATTEMPTS_PER_OFFER,
} from './rules';
import type { SaleRef } from './sale-ref';
import { anyWalletTakes, overWalletLimit } from './wallet-limits';

/** The sale, its card offer and its recorded outcome, read together once. */
async function readWalletSale(bearer: string, ownerId: number, ref: SaleRef) {
  const [sale, offer, recorded] = await Promise.all([
    loadSale(bearer, ref),
    readOffer(ref, 'card', ownerId),
    readPayment(ref, ownerId),
  ]);
  return { sale, offer, recorded };
}

type WalletSale = Awaited<ReturnType<typeof readWalletSale>>;

/** The card offer a wallet may pay: a sale in soles, open, whose offer still holds its total. */
function walletOffer({ sale, offer, recorded }: WalletSale, number: string): CardOffer {
  requireOpen(sale, recorded);
  // Yape and Plin take soles only, and a one-brand promotion is paid by that brand's card only.
  requireOffered(sale.currency === 'PEN' && sale.requiredBrand === null);
  return requireOfferHolds(offer, sale, number);
}

interface WalletPayInput extends PayInput {
  number: string;
  approval: WalletApproval;
}

/** A replay after the charge answers the recorded payment without asking the wallet again. */
export async function payWithWallet(input: WalletPayInput): Promise<SalePayment> {
  const { bearer, ref } = input;
  const read = await readWalletSale(bearer, input.payer.id, ref);
  const replayed = await replayOf(bearer, read.sale, read.recorded);
  if (replayed) return replayed;
  const offer = walletOffer(read, input.number);
  // Above the wallet's most per operation (issue 75): refused before the wallet is asked.
  const over = input.approval.kind === 'code' ? overWalletLimit(input.approval.wallet, offer.amount) : null;
  if (over) throw over;
  let token;
  try {
    token = await refusingSaleConflicts(bearer, ref, () => walletToken(bearer, offer, input.approval));
  } catch (error) {
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
  }
  // A QR names its wallet only once paid: the limit is checked again where the charge is made.
  const overLimit = overWalletLimit(token.wallet, offer.amount);
  if (overLimit) throw overLimit;
  return chargeCard({ ...input, transactionToken: token.transactionToken, method: token.wallet });
}

/** A QR for the offer's amount, for a sale in soles whose offer holds. */
export async function walletQrFor(bearer: string, ownerId: number, ref: SaleRef, number: string) {
  const offer = walletOffer(await readWalletSale(bearer, ownerId, ref), number);
  if (!anyWalletTakes(offer.amount))
    throw new OutcomeError({ kind: 'wallet-refused', reason: 'over_operation_limit' }, NO_WALLET_FOR_TOTAL);
  try {
    return await refusingSaleConflicts(bearer, ref, () => walletQr(bearer, offer));
  } catch (error) {
    // Too many wrong codes on this offer (the API counts them too): closed, a new one is needed.
    const refusal = expectedOutcome(error);
    if (refusal?.kind === 'wallet-refused' || refusal?.kind === 'offer-stale') await forgetOffer(ref, 'card');
    throw error;
  }
}
