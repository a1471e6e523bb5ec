/**
 * A sale's records in the store, one key each whatever its kind: the payment (written before any
 * follow-up, decision 008) and the offers opened for it (decision 104: an amount offered is
 * frozen). Records carry their owner: one read under another account is nobody's.
 */
import type { Currency } from '@kernel/money';
import { logger } from '../log/logger';
import { getStore } from '../store';
import { readJson, writeJson } from '../store/json';
import type { SalePayment, VacationContext } from './payment';
import { saleKey, type SaleRef } from './sale-ref';

const PAYMENT_TTL_MS = 400 * 24 * 60 * 60_000;
/** A provider session or intent is not kept longer: the parent opens the step again. */
const OFFER_TTL_MS = 60 * 60_000;

interface OfferFacts {
  sale: SaleRef;
  ownerId: number;
  number: string;
  /** Frozen: the sale's total when the offer was made; a charge of another total is refused. */
  amount: number;
  currency: Currency;
  openedAt: string;
}

/** The Peruvian provider's session: cards, and Yape and Plin through it. */
export interface CardOffer extends OfferFacts {
  method: 'card';
  merchantId: string;
  providerToken: string;
  sessionKey: string;
  /** Wrong wallet approval codes sent against this offer (decision 104). */
  walletRefusals: number;
  vacation: VacationContext | null;
}

/** The global provider's payment intent (dollar pedidos). */
export interface IntentOffer extends OfferFacts {
  method: 'intent';
  intentId: string;
}

export type Offer = CardOffer | IntentOffer;
export type OfferMethod = Offer['method'];

const paymentKey = (ref: SaleRef) => `sale:payment:${saleKey(ref)}`;
const offerKey = (ref: SaleRef, method: OfferMethod) => `sale:offer:${method}:${saleKey(ref)}`;

function owned<T extends { ownerId: number; sale: SaleRef }>(record: T | null, ownerId: number): T | null {
  if (!record || record.ownerId === ownerId) return record;
  logger.warn(
    { event: 'payment', outcome: 'record_of_another_owner', sale: saleKey(record.sale) },
    'a sale record belongs to another account: ignored',
  );
  return null;
}

export const readPayment = async (ref: SaleRef, ownerId: number) =>
  owned(await readJson<SalePayment>(paymentKey(ref)), ownerId);

export const savePayment = (payment: SalePayment) =>
  writeJson(paymentKey(payment.sale), payment, PAYMENT_TTL_MS);

export async function readOffer<M extends OfferMethod>(
  ref: SaleRef,
  method: M,
  ownerId: number,
): Promise<Extract<Offer, { method: M }> | null> {
  return owned(await readJson<Extract<Offer, { method: M }>>(offerKey(ref, method)), ownerId);
}

export const saveOffer = (offer: Offer) => writeJson(offerKey(offer.sale, offer.method), offer, OFFER_TTL_MS);

export const forgetOffer = (ref: SaleRef, method: OfferMethod) => getStore().delete(offerKey(ref, method));
