/**
 * POST /api/purchases/ for a vacation schedule takes its seat (decision 092): refused when the
 * schedule is full, or when its free seats are held for waitlisted families. The family holding a
 * seat takes it, and its hold ends. Synchronous, so two purchases of the last seat never both pass.
 */
import { advance, heldCount, holdOf, markBought } from './queue';
import { freeSeats, groupSeats, programOf, scopeOfUser } from './seats';

export function maySellSeat(userId: number, programId: string | null, groupId: string | null): boolean {
  if (!programId || !groupId || !programOf(programId)) return true;
  const now = new Date();
  const scope = scopeOfUser(userId);
  advance(scope, programId, now);
  const group = groupSeats(scope, programId, now).find((candidate) => candidate.id === groupId);
  if (!group || group.seatsLeft <= 0) return false;
  const hold = holdOf(scope, programId, userId, now);
  if (hold) {
    markBought(hold, now);
    return true;
  }
  return freeSeats(scope, programId, now) - heldCount(scope, programId, now) > 0;
}
