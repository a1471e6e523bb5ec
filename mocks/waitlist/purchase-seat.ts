/**
 * A vacation schedule's seat for a purchase (decision 092, issue 74): POST /api/purchases/ takes it
 * before any charge, refused when the schedule is full or its free seats are held for waitlisted
 * families; the family holding a freed seat takes it and its hold ends. At the charge the seat is
 * checked again: a purchase whose hold ran out takes a seat again if one is free, else it cannot be
 * paid. Synchronous, so two purchases of the last seat never both pass.
 */
import type { PurchaseRecord } from '../refunds/purchase-sale';
import { db } from '../db';
import { advance, heldCount, holdOf, markBought } from './queue';
import { holdUntil } from './seat-holds';
import { groupSeats, programOf, purchaseHolds, purchasePaid, scopeOfUser } from './seats';

export function maySellSeat(
  userId: number,
  programId: string | null,
  groupId: string | null,
  now = new Date(),
): boolean {
  if (!programId || !groupId || !programOf(programId)) return true;
  const scope = scopeOfUser(userId);
  advance(scope, programId, now);
  const group = groupSeats(scope, programId, now, userId).find((candidate) => candidate.id === groupId);
  if (!group || group.seatsLeft <= 0) return false;
  const hold = holdOf(scope, programId, userId, now);
  if (hold) {
    markBought(hold, now);
    return true;
  }
  const free = groupSeats(scope, programId, now, userId).reduce((sum, g) => sum + g.seatsLeft, 0);
  return free - heldCount(scope, programId, now) > 0;
}

/** The family already holds a seat of this schedule with another unpaid purchase. */
const familyHolds = (purchase: PurchaseRecord, now: Date) =>
  db.purchase
    .findMany({
      where: {
        userId: { equals: purchase.userId },
        programId: { equals: purchase.programId ?? '' },
        groupId: { equals: purchase.groupId ?? '' },
      },
    })
    .some((candidate) => purchaseHolds(candidate, now));

/** At the charge: true when the purchase has its seat (taken again if its hold ran out). */
export function ensurePurchaseSeat(purchase: PurchaseRecord, now = new Date()): boolean {
  if (!purchase.programId || !purchase.groupId || !programOf(purchase.programId)) return true;
  if (purchasePaid(purchase) || familyHolds(purchase, now)) return true;
  if (!maySellSeat(purchase.userId, purchase.programId, purchase.groupId, now)) return false;
  db.purchase.update({ where: { id: { equals: purchase.id } }, data: { seatHeldUntil: holdUntil(now) } });
  return true;
}
