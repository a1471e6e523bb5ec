/** Offers (decision 104) and the sale's lock on every instance: a code sent mid-charge waits for it. */
import { PAYMENT_IN_PROGRESS } from '@kernel/texts/sales';
import { openCardSession } from '../card-provider/adapter';
import { logger } from '../log/logger';
import { withLock } from '../store/lock';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { requestLocalPayment } from '../upstream/local-payments';
import { cancelPaymentIntent } from '../upstream/global-card-provider';
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';
import { loadSale } from './adapters';
import { forgetOffer, readOffer, readPayment, saveOffer, type CardOffer, type OfferMethod } from './ledger';
import type { VacationContext } from './payment';
import { offerHolds, refusingSaleConflicts, requireOfferHolds, requireOffered, requireOpen } from './rules';
import type { Sale } from './sale';
import { saleKey, type SaleRef } from './sale-ref';

const LOCK = { ttlMs: 60_000, waitMs: 30_000 };

/** A string scope: a vacation program for one child (its sales serialised together), a follow-up. */
export const withSaleLock = <T>(scope: SaleRef | string, fn: () => Promise<T>): Promise<T> =>
  withLock(`sale:${typeof scope === 'string' ? scope : saleKey(scope)}`, LOCK, fn);

/** A sale as loaded, or a vacation purchase the API just created. */
type OfferTarget = Pick<Sale, 'ref' | 'number' | 'total' | 'currency'>;

/** What every offer records: the sale's total as it stands now, frozen (rules.ts offerHolds). */
export const offerFacts = (target: OfferTarget, ownerId: number) => ({
  sale: target.ref,
  ownerId,
  number: target.number,
  amount: target.total,
  currency: target.currency,
  openedAt: new Date().toISOString(),
});

/** The card offer open for the sale's current total, else a new provider session for it. */
export async function openCardOffer(
  bearer: string,
  ownerId: number,
  target: OfferTarget,
  vacation: VacationContext | null = null,
): Promise<CardOffer> {
  const open = await readOffer(target.ref, 'card', ownerId);
  if (open && offerHolds(open, target)) return open;
  const offer: CardOffer = {
    method: 'card',
    ...offerFacts(target, ownerId),
    ...(await openCardSession(bearer, { currency: target.currency, amount: target.total })),
    walletRefusals: 0,
    vacation,
  };
  await saveOffer(offer);
  return offer;
}

/** Reading only: the offer still standing for the sale as it is now, else null. */
export async function standingOffer<M extends OfferMethod>(ownerId: number, sale: Sale, method: M) {
  if (sale.status !== 'open') return null;
  const [recorded, open] = await Promise.all([
    readPayment(sale.ref, ownerId),
    readOffer(sale.ref, method, ownerId),
  ]);
  return !recorded && open && offerHolds(open, sale) ? open : null;
}

/** A step on the sale as it stands, under its lock; refused unless it is open (our record counts too). */
export function withOpenSale<T>(
  bearer: string,
  ownerId: number,
  ref: SaleRef,
  step: (sale: Sale) => Promise<T>,
): Promise<T> {
  return withSaleLock(ref, async () => {
    const [sale, recorded] = await Promise.all([loadSale(bearer, ref), readPayment(ref, ownerId)]);
    requireOpen(sale, recorded);
    return step(sale);
  });
}

/** A change to an open sale: its offers withdrawn first (the API itself voids its cash codes and QRs). */
export const changeSale = <T>(
  bearer: string,
  ownerId: number,
  ref: SaleRef,
  change: (sale: Sale) => Promise<T>,
) =>
  withOpenSale(bearer, ownerId, ref, async (sale) => {
    await forgetOffer(ref, 'card');
    const intent = await readOffer(ref, 'intent', ownerId);
    if (intent) {
      await cancelPaymentIntent(bearer, intent.intentId).catch((error: unknown) => {
        // The provider already took it: the intent's own completion settles it, the sale stays as it is.
        if (error instanceof UpstreamError && error.status === 409)
          throw new OutcomeError({ kind: 'purchase-unavailable' }, PAYMENT_IN_PROGRESS, error);
        throw error;
      });
      await forgetOffer(ref, 'intent');
    }
    return change(sale);
  });

/** The terms accepted (spec §4, decision 032), on the offer under the lock: a voided one is not revived. */
export const acceptOfferTerms = (bearer: string, ownerId: number, ref: SaleRef, method: OfferMethod) =>
  withOpenSale(bearer, ownerId, ref, async (sale) => {
    const offer = requireOfferHolds(await readOffer(ref, method, ownerId), sale, sale.number);
    if (offer.termsAcceptedAt) return;
    const termsAcceptedAt = new Date().toISOString();
    await saveOffer({ ...offer, termsAcceptedAt });
    logger.info({ event: 'payment', sale: saleKey(ref), method, termsAcceptedAt }, 'terms accepted');
  });

/** A pedido's cash code (decisions 030, 103): the API voids it on a change and refunds another total. */
export const startCashPayment = (bearer: string, ownerId: number, ref: SaleRef, method: LocalPaymentMethod) =>
  withOpenSale(bearer, ownerId, ref, (sale) => {
    // Cash shows no card: a one-brand promotion is paid by that brand's card only.
    requireOffered((sale.invoice?.local_methods ?? []).includes(method) && sale.requiredBrand === null);
    return refusingSaleConflicts(bearer, ref, () => requestLocalPayment(bearer, Number(ref.id), method));
  });
