/**
 * The simulated API's seats for vacation schedules (decision 092). A schedule's taken seats are the
 * families from the fixtures, plus this mock's purchases of it: paid and not refunded, or started
 * in the last 30 minutes (one per family while unpaid, so a retried card does not count twice). Alias accounts
 * count in a scope of their own, so tests never fill each other's schedules.
 */
import { DEFAULT_TAKEN, SEATS_PER_CLASS, takenSeats } from '../../fixtures/waitlist';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { ALIAS_ID_FLOOR } from '../accounts/alias-accounts';
import { db } from '../db';
import { purchaseRefundOf } from '../refunds/purchase-sale';

export const FIXTURE_SCOPE = 'fixture';
/** A started, unpaid purchase keeps its seat this long (the card step's time). */
export const UNPAID_HOLD_MS = 30 * 60_000;

export const scopeOfUser = (userId: number | null): string =>
  userId !== null && userId >= ALIAS_ID_FLOOR ? `alias:${userId}` : FIXTURE_SCOPE;

export const programOf = (programId: string) =>
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

/** Seats this mock's purchases hold in the schedule. */
function purchasedSeats(scope: string, programId: string, groupId: string, now: Date): number {
  const purchases = db.purchase
    .findMany({ where: { programId: { equals: programId }, groupId: { equals: groupId } } })
    .filter((purchase) => scopeOfUser(purchase.userId) === scope);
  const paid = purchases.filter(
    (purchase) => purchase.transactionId !== null && !purchaseRefundOf(purchase),
  ).length;
  const since = now.getTime() - UNPAID_HOLD_MS;
  const startedBy = new Set(
    purchases
      .filter((purchase) => purchase.transactionId === null && Date.parse(purchase.createdAt) > since)
      .map((purchase) => purchase.userId),
  );
  return paid + startedBy.size;
}

export interface GroupSeats {
  id: string;
  capacity: number;
  seatsLeft: number;
}

export function groupSeats(scope: string, programId: string, now: Date): GroupSeats[] {
  const program = programOf(programId);
  if (!program) return [];
  return program.groups.map((group) => {
    const record = programSeatRecord(scope, programId, group.id);
    const used = record.taken + purchasedSeats(scope, programId, group.id, now);
    return { id: group.id, capacity: record.capacity, seatsLeft: Math.max(0, record.capacity - used) };
  });
}

export const freeSeats = (scope: string, programId: string, now: Date) =>
  groupSeats(scope, programId, now).reduce((sum, group) => sum + group.seatsLeft, 0);

/** 'Liberar un cupo': a family from the fixtures leaves the first of these seat records that has one. */
export function releaseFrom(records: ReturnType<typeof seatRecord>[]): boolean {
  const record = records.find((candidate) => candidate.taken > 0);
  if (!record) return false;
  db.programSeat.update({ where: { key: { equals: record.key } }, data: { taken: record.taken - 1 } });
  return true;
}
