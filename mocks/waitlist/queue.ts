/**
 * The simulated API's waitlists (decision 092): one per list (a vacation program or a course, by
 * its id: lists.ts) and scope, first come first served. A free seat goes to the first waiting
 * family as a 24-hour hold (notified through notifyFamily); a hold that runs out passes to the
 * next. Nothing runs on a timer: `advance` works out from the clock what has happened, whenever a
 * call touches the list.
 */
import { seededWaitlist } from '../../fixtures/waitlist';
import { db } from '../db';
import { limaWhen, notifyFamily } from '../notifications/notify';
import { heldSeatPath, listFreeSeats, listName } from './lists';

export const HOLD_MS = 24 * 60 * 60_000;

type Entry = NonNullable<ReturnType<typeof db.waitlistEntry.findFirst>>;
export type EntryState = 'waiting' | 'held' | 'expired' | 'bought';

const nextId = () => Math.max(70_000, ...db.waitlistEntry.getAll().map((entry) => entry.id)) + 1;
const holdEnd = (entry: Entry) => (entry.offeredAt ? Date.parse(entry.offeredAt) + HOLD_MS : null);

export function stateOf(entry: Entry, now: Date): EntryState {
  if (entry.boughtAt) return 'bought';
  const end = holdEnd(entry);
  if (end === null) return 'waiting';
  return end > now.getTime() ? 'held' : 'expired';
}

/** Every scope starts with the fixtures' families already waiting. */
function ensureSeeded(scope: string, listId: string) {
  const seeded = seededWaitlist.filter((seed) => seed.programId === listId);
  if (seeded.length === 0) return;
  if (db.waitlistEntry.findFirst({ where: { scope: { equals: scope }, listId: { equals: listId } } })) return;
  for (const seed of seeded)
    db.waitlistEntry.create({
      id: nextId(),
      scope,
      userId: seed.parentId,
      childId: seed.childId,
      listId,
      createdAt: new Date(0).toISOString(),
      offeredAt: null,
      boughtAt: null,
      passedOn: false,
    });
}

/** The list's entries, first come first; one that left is no longer on it. */
export function entriesOf(scope: string, listId: string): Entry[] {
  ensureSeeded(scope, listId);
  return db.waitlistEntry
    .findMany({ where: { scope: { equals: scope }, listId: { equals: listId } } })
    .filter((entry) => !entry.leftAt)
    .sort((a, b) => a.id - b.id);
}

function offer(entry: Entry, at: number) {
  const offeredAt = new Date(at).toISOString();
  db.waitlistEntry.update({ where: { id: { equals: entry.id } }, data: { offeredAt } });
  notifyFamily('waitlist_seat', entry.childId, {
    courseName: listName(entry.listId),
    holdUntil: limaWhen(new Date(at + HOLD_MS)),
    payPath: heldSeatPath(entry.scope, entry.listId, entry.childId, new Date(at)),
  });
  return { ...entry, offeredAt };
}

const nextWaiting = (scope: string, listId: string, now: Date) =>
  entriesOf(scope, listId).find((entry) => stateOf(entry, now) === 'waiting') ?? null;

/** Holds that ran out pass their seat on (from the instant they ended); free seats go to the next. */
export function advance(scope: string, listId: string, now: Date): void {
  const entries = entriesOf(scope, listId);
  // The instants from which a seat has been free for the list, earliest first.
  const freedAt: number[] = [];
  for (const entry of entries) {
    if (stateOf(entry, now) !== 'expired' || entry.passedOn) continue;
    db.waitlistEntry.update({ where: { id: { equals: entry.id } }, data: { passedOn: true } });
    freedAt.push(holdEnd(entry) ?? now.getTime());
  }
  freedAt.sort((a, b) => a - b);
  let available = listFreeSeats(scope, listId, now) - heldCount(scope, listId, now);
  while (available > 0) {
    let next = nextWaiting(scope, listId, now);
    if (!next) return;
    let at = Math.min(freedAt.shift() ?? now.getTime(), now.getTime());
    let offered = offer(next, at);
    // A hold that already ran out by now passes on at once, from the instant it ended.
    while (stateOf(offered, now) === 'expired') {
      db.waitlistEntry.update({ where: { id: { equals: offered.id } }, data: { passedOn: true } });
      at += HOLD_MS;
      next = nextWaiting(scope, listId, now);
      if (!next) return;
      offered = offer(next, at);
    }
    available -= 1;
  }
}

/** Holds in force: seats nobody else may take. */
export const heldCount = (scope: string, listId: string, now: Date) =>
  entriesOf(scope, listId).filter((entry) => stateOf(entry, now) === 'held').length;

export const holdOf = (scope: string, listId: string, userId: number, now: Date) =>
  entriesOf(scope, listId).find((entry) => entry.userId === userId && stateOf(entry, now) === 'held') ?? null;

/** 1 for the next family to get a seat. */
export function positionOf(entry: Entry, now: Date): number | null {
  if (stateOf(entry, now) !== 'waiting') return null;
  const waiting = entriesOf(entry.scope, entry.listId).filter((e) => stateOf(e, now) === 'waiting');
  return waiting.findIndex((e) => e.id === entry.id) + 1;
}

export function addEntry(scope: string, listId: string, userId: number, childId: number, now: Date) {
  return db.waitlistEntry.create({
    id: nextId(),
    scope,
    userId,
    childId,
    listId,
    createdAt: now.toISOString(),
    offeredAt: null,
    boughtAt: null,
    passedOn: false,
  });
}

export const markBought = (entry: Entry, now: Date) =>
  db.waitlistEntry.update({ where: { id: { equals: entry.id } }, data: { boughtAt: now.toISOString() } });

/**
 * 'Avanzar la lista de espera': the first family still waiting leaves the list (it found another
 * program, say), and everyone behind it moves up a place; no seat frees. False when nobody waits.
 */
export function leaveFirst(scope: string, listId: string, now: Date): boolean {
  const first = nextWaiting(scope, listId, now);
  if (!first) return false;
  db.waitlistEntry.update({ where: { id: { equals: first.id } }, data: { leftAt: now.toISOString() } });
  return true;
}
