/** Payment records in the store; the paid unit is the program for the child, any schedule (decision 022). */
import { getStore } from '../store';
import { readJson, readJsonMany, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import { listPurchases } from '../upstream/purchases';
import type { PaymentState, PurchaseContext } from './types';

/** An open purchase or subscription: after that a new attempt gets a new one. */
const OPEN_TTL_MS = 60 * 60_000;
const START_LOCK = { ttlMs: 30_000, waitMs: 20_000 };
const PAID_TTL_MS = 400 * 24 * 60 * 60_000;

export interface PaidRecord {
  purchaseNumber: string;
  paidAt: string;
}

export type PurchasedItem = Pick<PurchaseContext, 'program_id' | 'id_group'>;
export type PaidItem = Pick<PurchaseContext, 'program_id'>;

/** Paid at most once; also the key of the locks that start and authorize its purchases. */
export const programUnit = (userId: number, item: PaidItem, childId: number | null) =>
  `${userId}:${item.program_id}${childId === null ? '' : `:${childId}`}`;

export const purchaseScope = (userId: number, item: PurchasedItem, childId: number | null) =>
  `${userId}:${item.program_id}:${item.id_group}${childId === null ? '' : `:${childId}`}`;

type Opened = 'payment' | 'subscription';

const openKey = (userId: number, item: PurchasedItem, childId: number | null, opened: Opened = 'payment') =>
  `${opened}:open:${purchaseScope(userId, item, childId)}`;
const paidKey = (userId: number, item: PaidItem, childId: number | null) =>
  `payment:paid:${programUnit(userId, item, childId)}`;

/** An open purchase or subscription is reused only at the price this buyer pays now. */
export const samePrice = (open: { amount: number; currency: string }, purchase: PurchaseContext) =>
  open.amount === purchase.price && open.currency === purchase.currencyCode;

export const getOpenPayment = (userId: number, item: PurchasedItem, childId: number | null) =>
  readJson<PaymentState>(openKey(userId, item, childId));

/** One start at a time per program unit: `start` gets the record opened before and its answer is kept. */
export function startOnce<T>(
  opened: Opened,
  userId: number,
  item: PurchasedItem,
  childId: number | null,
  start: (open: T | null) => Promise<T>,
): Promise<T> {
  const key = openKey(userId, item, childId, opened);
  return withLock(`${opened}-start:${programUnit(userId, item, childId)}`, START_LOCK, async () => {
    const open = await readJson<T>(key);
    const started = await start(open);
    if (started !== open) await writeJson(key, started, OPEN_TTL_MS);
    return started;
  });
}

export const closeOpenPayment = (userId: number, item: PurchasedItem, childId: number | null) =>
  getStore().delete(openKey(userId, item, childId));

/**
 * Our paid records, less the purchases the API has refunded since (decision 089), so no step after a
 * refund is lost to a crash. One store read: a family's size must not set its round trips.
 */
export async function findPaidForChildren(
  bearer: string,
  userId: number,
  item: PaidItem,
  childIds: readonly (number | null)[],
): Promise<(PaidRecord | null)[]> {
  const keys = childIds.map((childId) => paidKey(userId, item, childId));
  const records = await readJsonMany<PaidRecord>(keys);
  if (records.every((record) => record === null)) return records;
  const refunded = new Set(
    (await listPurchases(bearer)).filter((p) => p.status === 'refunded').map((p) => p.purchase_id),
  );
  return Promise.all(
    records.map(async (record, index) => {
      if (!record || !refunded.has(record.purchaseNumber)) return record;
      await getStore().delete(keys[index]);
      return null;
    }),
  );
}

export const findPaid = async (bearer: string, userId: number, item: PaidItem, childId: number | null) =>
  (await findPaidForChildren(bearer, userId, item, [childId]))[0];

/** A purchase number, or a subscription id. */
export const markPaid = (userId: number, item: PaidItem, childId: number | null, purchaseNumber: string) =>
  writeJson(
    paidKey(userId, item, childId),
    { purchaseNumber, paidAt: new Date().toISOString() } satisfies PaidRecord,
    PAID_TTL_MS,
  );
