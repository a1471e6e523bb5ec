/**
 * Payment records in the store. The paid unit is the program for the child whatever the schedule,
 * so two tabs on two schedules are never both charged (decision 022).
 */
import { getStore } from '../store';
import { readJson, readJsonMany, writeJson } from '../store/json';
import type { PaymentOutcome, PaymentState, PurchaseContext } from './types';

/** After that a new attempt gets a new purchase number. */
const OPEN_TTL_MS = 60 * 60_000;
const OUTCOME_TTL_MS = 90 * 24 * 60 * 60_000;
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

const openKey = (userId: number, item: PurchasedItem, childId: number | null) =>
  `payment:open:${purchaseScope(userId, item, childId)}`;
const outcomeKey = (purchaseNumber: string) => `payment:outcome:${purchaseNumber}`;
const paidKey = (userId: number, item: PaidItem, childId: number | null) =>
  `payment:paid:${programUnit(userId, item, childId)}`;

export const getOpenPayment = (userId: number, item: PurchasedItem, childId: number | null) =>
  readJson<PaymentState>(openKey(userId, item, childId));

export const saveOpenPayment = (
  userId: number,
  item: PurchasedItem,
  childId: number | null,
  payment: PaymentState,
) => writeJson(openKey(userId, item, childId), payment, OPEN_TTL_MS);

export const closeOpenPayment = (userId: number, item: PurchasedItem, childId: number | null) =>
  getStore().delete(openKey(userId, item, childId));

export const getOutcome = (purchaseNumber: string) => readJson<PaymentOutcome>(outcomeKey(purchaseNumber));

export const saveOutcome = (outcome: PaymentOutcome) =>
  writeJson(outcomeKey(outcome.purchaseNumber), outcome, OUTCOME_TTL_MS);

export const findPaid = (userId: number, item: PaidItem, childId: number | null) =>
  readJson<PaidRecord>(paidKey(userId, item, childId));

/** One store operation: a family's size must not set how many round trips it makes. */
export const findPaidForChildren = (userId: number, item: PaidItem, childIds: readonly number[]) =>
  readJsonMany<PaidRecord>(childIds.map((childId) => paidKey(userId, item, childId)));

/** A purchase number, or a subscription id. */
export const markPaid = (userId: number, item: PaidItem, childId: number | null, purchaseNumber: string) =>
  writeJson(
    paidKey(userId, item, childId),
    { purchaseNumber, paidAt: new Date().toISOString() } satisfies PaidRecord,
    PAID_TTL_MS,
  );

/**
 * A refunded purchase no longer pays the program (decision 089): the child may buy it again, on
 * any schedule. Only that purchase's record goes; a later one stays.
 */
export async function forgetPaid(
  userId: number,
  item: PaidItem,
  childId: number | null,
  purchaseNumber: string,
) {
  const paid = await findPaid(userId, item, childId);
  if (paid?.purchaseNumber === purchaseNumber) await getStore().delete(paidKey(userId, item, childId));
}
