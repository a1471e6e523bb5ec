/**
 * Shared payment records in the store (docs/decisions/012), so the rules hold across a parent's
 * sessions, tabs and our instances:
 * - one open purchase per parent, program and schedule, reused by every 'Finalizar Pago';
 * - the outcome of each purchase number, so it is authorized at most once;
 * - the programs a parent already paid, which are never charged again.
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

const openKey = (userId: number, purchase: PurchaseContext) =>
  `payment:open:${userId}:${purchase.program_id}:${purchase.id_group}`;
const outcomeKey = (purchaseNumber: string) => `payment:outcome:${purchaseNumber}`;
const paidKey = (userId: number, programId: string) => `payment:paid:${userId}:${programId}`;

export const getOpenPayment = (userId: number, purchase: PurchaseContext) =>
  readJson<PaymentState>(openKey(userId, purchase));

export const saveOpenPayment = (userId: number, purchase: PurchaseContext, payment: PaymentState) =>
  writeJson(openKey(userId, purchase), payment, OPEN_TTL_MS);

export const closeOpenPayment = (userId: number, purchase: PurchaseContext) =>
  getStore().delete(openKey(userId, purchase));

export const getOutcome = (purchaseNumber: string) => readJson<PaymentOutcome>(outcomeKey(purchaseNumber));

export const saveOutcome = (outcome: PaymentOutcome) =>
  writeJson(outcomeKey(outcome.purchaseNumber), outcome, OUTCOME_TTL_MS);

export const findPaid = (userId: number, programId: string) =>
  readJson<PaidRecord>(paidKey(userId, programId));

export const markPaid = (userId: number, programId: string, purchaseNumber: string) =>
  writeJson(
    paidKey(userId, programId),
    { purchaseNumber, paidAt: new Date().toISOString() } satisfies PaidRecord,
    PAID_TTL_MS,
  );
