/**
 * Shared payment records in the store (docs/decisions/012), so the rules hold across a parent's
 * sessions, tabs and our instances:
 * - one open purchase per buyer, program and schedule, reused by every 'Finalizar Pago';
 * - the outcome of each purchase number, so it is authorized at most once;
 * - what was already paid, which is never charged again.
 * A parent buys for a child: the open purchase and the paid record are per child (same parent,
 * program, schedule and child). A student buying for themselves (childId null) keeps the rule
 * per program.
 */
import { getStore } from '../store';
import { readJson, writeJson } from '../store/json';
import type { PaymentOutcome, PaymentState, PurchaseContext } from './types';

/** An unpaid purchase is reused this long; after that a new attempt gets a new purchase number. */
const OPEN_TTL_MS = 60 * 60_000;
const OUTCOME_TTL_MS = 90 * 24 * 60 * 60_000;
const PAID_TTL_MS = 400 * 24 * 60 * 60_000;

export interface PaidRecord {
  purchaseNumber: string;
  paidAt: string;
}

/** The program and schedule of a purchase: what a paid record and an open purchase are about. */
export type PurchasedItem = Pick<PurchaseContext, 'program_id' | 'id_group'>;

/** `<user>:<program>:<group>`, then `:<child>` for a parent's purchase: the unit of one open purchase. */
export const purchaseScope = (userId: number, item: PurchasedItem, childId: number | null) =>
  `${userId}:${item.program_id}:${item.id_group}${childId === null ? '' : `:${childId}`}`;

const openKey = (userId: number, item: PurchasedItem, childId: number | null) =>
  `payment:open:${purchaseScope(userId, item, childId)}`;
const outcomeKey = (purchaseNumber: string) => `payment:outcome:${purchaseNumber}`;
const paidKey = (userId: number, item: PurchasedItem, childId: number | null) =>
  childId === null
    ? `payment:paid:${userId}:${item.program_id}`
    : `payment:paid:${purchaseScope(userId, item, childId)}`;

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

export const findPaid = (userId: number, item: PurchasedItem, childId: number | null) =>
  readJson<PaidRecord>(paidKey(userId, item, childId));

export const markPaid = (
  userId: number,
  item: PurchasedItem,
  childId: number | null,
  purchaseNumber: string,
) =>
  writeJson(
    paidKey(userId, item, childId),
    { purchaseNumber, paidAt: new Date().toISOString() } satisfies PaidRecord,
    PAID_TTL_MS,
  );
