/** A sale's payment (decision 008), offers (decision 104) and journal entry: another account reads none. */
import { seal, unseal } from '../auth/sealed-secret';
import type { CardSession } from '../card-provider/adapter';
import { logger } from '../log/logger';
import { getStore } from '../store';
import { readJson, readJsonMany, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import { logPayment } from './log';
import type { offerFacts } from './offers';
import type { SalePayment, VacationContext } from './payment';
import { saleKey, type SaleRef } from './sale-ref';

const PAYMENT_TTL_MS = 400 * 24 * 60 * 60_000;
/** A provider session or intent is not kept longer: the parent opens the step again. */
const OFFER_TTL_MS = 60 * 60_000;

/** Terms accepted on this step (decision 117): a hosted form's return, its token only, is paid on it. */
type OfferFacts = ReturnType<typeof offerFacts> & { termsAcceptedAt?: string };

/** The Peruvian provider's session: cards, and Yape and Plin through it. */
export interface CardOffer extends OfferFacts, CardSession {
  method: 'card';
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
  const line = { event: 'payment', outcome: 'record_of_another_owner', sale: saleKey(record.sale) };
  logger.warn(line, 'a sale record belongs to another account: ignored');
  return null;
}

export const readPayment = async (ref: SaleRef, ownerId: number) =>
  owned(await readJson<SalePayment>(paymentKey(ref)), ownerId);

export const savePayment = (payment: SalePayment) =>
  writeJson(paymentKey(payment.sale), payment, PAYMENT_TTL_MS);

export const readOffer = async <M extends OfferMethod>(ref: SaleRef, method: M, ownerId: number) =>
  owned(await readJson<Extract<Offer, { method: M }>>(offerKey(ref, method)), ownerId);

export const saveOffer = (offer: Offer) => writeJson(offerKey(offer.sale, offer.method), offer, OFFER_TTL_MS);

export const forgetOffer = (ref: SaleRef, method: OfferMethod) => getStore().delete(offerKey(ref, method));

/** The outcome, written before any follow-up step and logged; the offer that made it is spent. */
export async function recordOutcome(bearer: string, payment: SalePayment, spent: OfferMethod): Promise<void> {
  // The journal first: a crash between the two leaves an entry the sweep drops, not a lost follow-up.
  if (payment.status === 'approved') await keepInJournal(payment, bearer);
  await savePayment(payment);
  logPayment(payment);
  await forgetOffer(payment.sale, spent);
}

/** The journal: pending follow-ups, the buyer's credential sealed (decision 023) for any instance's sweep. */
const JOURNAL_TTL_MS = 7 * 24 * 60 * 60_000;
const INDEX_KEY = 'sale:journal:index';
const INDEX_LOCK = { ttlMs: 10_000, waitMs: 10_000 };
const PURPOSE = 'sale follow-up bearer';
/** Left to the request that is running it first. */
export const RESUME_AFTER_MS = 60_000;

interface JournalEntry {
  sale: SaleRef;
  ownerId: number;
  bearer: string;
  since: string;
}

const entryKey = (ref: SaleRef) => `sale:journal:${saleKey(ref)}`;

async function updateIndex(change: (keys: Set<string>) => void): Promise<void> {
  await withLock(`${INDEX_KEY}:lock`, INDEX_LOCK, async () => {
    const keys = new Set((await readJson<string[]>(INDEX_KEY)) ?? []);
    change(keys);
    await writeJson(INDEX_KEY, [...keys], JOURNAL_TTL_MS);
  });
}

/** Before the first step runs: a crash from here on leaves the entry behind. */
export async function keepInJournal(payment: SalePayment, bearer: string): Promise<void> {
  const key = entryKey(payment.sale);
  if (await getStore().get(key)) return;
  const entry: JournalEntry = {
    sale: payment.sale,
    ownerId: payment.ownerId,
    bearer: seal(bearer, PURPOSE),
    since: new Date().toISOString(),
  };
  await writeJson(key, entry, JOURNAL_TTL_MS);
  await updateIndex((keys) => keys.add(key));
}

export async function forgetJournal(ref: SaleRef): Promise<void> {
  const key = entryKey(ref);
  if (!(await getStore().get(key))) return;
  await getStore().delete(key);
  await updateIndex((keys) => keys.delete(key));
}

/** Entries older than `RESUME_AFTER_MS`, their credential opened; a stale index line is dropped. */
export async function pendingSales(now = Date.now()): Promise<JournalEntry[]> {
  const keys = (await readJson<string[]>(INDEX_KEY)) ?? [];
  const entries = await readJsonMany<JournalEntry>(keys);
  const gone = keys.filter((_, index) => !entries[index]);
  if (gone.length > 0) await updateIndex((set) => gone.forEach((key) => set.delete(key)));
  return entries.flatMap((entry) => {
    if (!entry || now - Date.parse(entry.since) < RESUME_AFTER_MS) return [];
    const bearer = unseal(entry.bearer, PURPOSE);
    if (bearer !== null) return [{ ...entry, bearer }];
    logger.error({ event: 'payment', sale: saleKey(entry.sale) }, 'journal credential cannot be opened');
    return [];
  });
}
