/**
 * Shared payment records in the store (docs/decisions/012, 022), so the rules hold across a
 * buyer's sessions, tabs and our instances:
 * - one open purchase per buyer, program, schedule (and, for a parent, child), reused by every
 *   'Finalizar Pago';
 * - the outcome of each purchase number, so it is authorized at most once;
 * - what was already paid, which is never charged again. The paid unit is the program for that
 *   child (a student: for themselves), whatever the schedule: two tabs on two schedules of one
 *   program must not both be charged (decision 022).
 */
import { getStore } from '../store';
import { readJson, readJsonMany, writeJson } from '../store/json';
import type { PaymentOutcome, PaymentState, PurchaseContext } from './types';

/** An unpaid purchase is reused this long; after that a new attempt gets a new purchase number. */
const OPEN_TTL_MS = 60 * 60_000;
const OUTCOME_TTL_MS = 90 * 24 * 60 * 60_000;
const PAID_TTL_MS = 400 * 24 * 60 * 60_000;

export interface PaidRecord {
  purchaseNumber: string;
  paidAt: string;
}

/** The program and schedule of a purchase: what an open purchase is about. */
export type PurchasedItem = Pick<PurchaseContext, 'program_id' | 'id_group'>;
/** The program of a purchase: what a paid record (and the locks around it) is about. */
export type PaidItem = Pick<PurchaseContext, 'program_id'>;

/**
 * `<user>:<program>`, then `:<child>` for a parent's purchase: the unit that is paid at most
 * once, and the key of the locks that start and authorize its purchases.
 */
export const programUnit = (userId: number, item: PaidItem, childId: number | null) =>
  `${userId}:${item.program_id}${childId === null ? '' : `:${childId}`}`;

/** `<user>:<program>:<group>`, then `:<child>` for a parent's purchase: the unit of one open purchase. */
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

/**
 * The paid records of several of a parent's children, in their order, in one store operation:
 * the children's choice asks for all of them on every view, and a family's size must not set
 * how many round trips it makes.
 */
export const findPaidForChildren = (userId: number, item: PaidItem, childIds: readonly number[]) =>
  readJsonMany<PaidRecord>(childIds.map((childId) => paidKey(userId, item, childId)));

/** `purchaseNumber` names what paid it: a purchase number, or a subscription id. */
export const markPaid = (userId: number, item: PaidItem, childId: number | null, purchaseNumber: string) =>
  writeJson(
    paidKey(userId, item, childId),
    { purchaseNumber, paidAt: new Date().toISOString() } satisfies PaidRecord,
    PAID_TTL_MS,
  );
