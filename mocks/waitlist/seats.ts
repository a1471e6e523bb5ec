/**
 * The simulated API's seats for vacation schedules (decision 092). A schedule's taken seats are the
 * families from the fixtures, plus this mock's purchases of it: paid and not refunded, or unpaid
 * within their hold (seat-holds.ts; one per family while unpaid, so a retried card does not count
 * twice). A denied purchase holds none. Alias accounts count in a scope of their own, so tests
 * never fill each other's schedules.
 */
import { DEFAULT_TAKEN, SEATS_PER_CLASS, takenSeats } from '../../fixtures/waitlist';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { ALIAS_ID_FLOOR } from '../accounts/alias-accounts';
import { db } from '../db';
import { paidAuthorization, purchaseRefundOf, type PurchaseRecord } from '../refunds/purchase-sale';
import { holdValid } from './seat-holds';

export const FIXTURE_SCOPE = 'fixture';

export const scopeOfUser = (userId: number | null): string =>
  userId !== null && userId >= ALIAS_ID_FLOOR ? `alias:${userId}` : FIXTURE_SCOPE;

/** The accounts of a scope as a query on a `userId` field: one alias account, or the fixtures' families. */
export function scopeUsers(scope: string) {
  const alias = /^alias:(\d+)$/.exec(scope);
  return alias ? { equals: Number(alias[1]) } : { lt: ALIAS_ID_FLOOR };
}

export const programOf = (programId: string | null) =>
  vacationPrograms.find((program) => program.id === programId) ?? null;

/**
 * A group's seats held outside this mock's sales, per scope and waitlist (a program's id or a
 * course's list id, lists.ts): `fixtureTaken` on first use, lowered by 'Liberar un cupo'.
 */
export function seatRecord(scope: string, listId: string, groupId: string, fixtureTaken: number) {
  const key = `${scope}|${listId}|${groupId}`;
  return (
    db.programSeat.findFirst({ where: { key: { equals: key } } }) ??
    db.programSeat.create({
      key,
      scope,
      listId,
      groupId,
      capacity: SEATS_PER_CLASS,
      taken: fixtureTaken,
    })
  );
}

const programSeatRecord = (scope: string, programId: string, groupId: string) =>
  seatRecord(scope, programId, groupId, takenSeats[`${programId}:${groupId}`] ?? DEFAULT_TAKEN);

/** 'Liberar un cupo' for a program. */
export const releaseSeat = (scope: string, programId: string): boolean =>
  releaseFrom(
    (programOf(programId)?.groups ?? []).map((group) => programSeatRecord(scope, programId, group.id)),
  );

/** Paid (approved, or its transaction recorded) and not refunded. */
export const purchasePaid = (purchase: PurchaseRecord) =>
  (paidAuthorization(purchase) !== null || purchase.transactionId !== null) && !purchaseRefundOf(purchase);

/** Not yet charged nor denied: the card provider has no authorization for its number. */
export const purchaseOpen = (purchase: PurchaseRecord) =>
  purchase.transactionId === null &&
  !db.authorization.findFirst({ where: { purchaseNumber: { equals: purchase.id } } }) &&
  !purchaseRefundOf(purchase);

/** An unpaid purchase holding its seat now. */
export const purchaseHolds = (purchase: PurchaseRecord, now: Date) =>
  purchaseOpen(purchase) && holdValid(purchase.seatHeldUntil, now);

/** Seats this mock's purchases hold in the schedule, `exceptUser`'s unpaid ones not counted. */
function purchasedSeats(
  scope: string,
  programId: string,
  groupId: string,
  now: Date,
  exceptUser: number | null,
): number {
  const purchases = db.purchase
    .findMany({ where: { programId: { equals: programId }, groupId: { equals: groupId } } })
    .filter((purchase) => scopeOfUser(purchase.userId) === scope);
  const paid = purchases.filter(purchasePaid).length;
  const startedBy = new Set(
    purchases
      .filter((purchase) => purchase.userId !== exceptUser && purchaseHolds(purchase, now))
      .map((purchase) => purchase.userId),
  );
  return paid + startedBy.size;
}

export interface GroupSeats {
  id: string;
  capacity: number;
  seatsLeft: number;
}

/** Each schedule's seats; `exceptUser`'s unpaid purchases not counted (the buyer's own). */
export function groupSeats(
  scope: string,
  programId: string,
  now: Date,
  exceptUser: number | null = null,
): GroupSeats[] {
  const program = programOf(programId);
  if (!program) return [];
  return program.groups.map((group) => {
    const record = programSeatRecord(scope, programId, group.id);
    const used = record.taken + purchasedSeats(scope, programId, group.id, now, exceptUser);
    return { id: group.id, capacity: record.capacity, seatsLeft: Math.max(0, record.capacity - used) };
  });
}

export const freeSeats = (scope: string, programId: string, now: Date) =>
  groupSeats(scope, programId, now).reduce((sum, group) => sum + group.seatsLeft, 0);

/**
 * 'Ocupar los cupos': other families take every seat of these records (one schedule, or all of
 * them), as sales elsewhere would while a page is open. False when there was none to take.
 */
export function fillFrom(records: ReturnType<typeof seatRecord>[]): boolean {
  const open = records.filter((record) => record.taken < record.capacity);
  for (const record of open)
    db.programSeat.update({ where: { key: { equals: record.key } }, data: { taken: record.capacity } });
  return open.length > 0;
}

/** 'Ocupar los cupos' for a program: `groupId`'s schedule, or every one. */
export const fillSeats = (scope: string, programId: string, groupId: string | null): boolean =>
  fillFrom(
    (programOf(programId)?.groups ?? [])
      .filter((group) => groupId === null || group.id === groupId)
      .map((group) => programSeatRecord(scope, programId, group.id)),
  );

/** 'Liberar un cupo': a family from the fixtures leaves the first of these seat records that has one. */
export function releaseFrom(records: ReturnType<typeof seatRecord>[]): boolean {
  const record = records.find((candidate) => candidate.taken > 0);
  if (!record) return false;
  db.programSeat.update({ where: { key: { equals: record.key } }, data: { taken: record.taken - 1 } });
  return true;
}
