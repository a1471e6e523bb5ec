/**
 * PATCH /api/invoices/{id}/enrolments takes a course group's seat (decisions 092, 093): refused
 * when the chosen group is full, or when the course has no seat for this family (every group full,
 * or the free seats held for waitlisted families) whether or not a group is chosen: with none, the
 * invoice takes a seat of the course, its group assigned later. The family holding a freed seat
 * takes it and its hold ends. Synchronous, so two invoices wanting the last seat never both pass.
 */
import { courseFreeSeats, courseGroupSeats, courseListId } from './course-seats';
import { advance, heldCount, holdOf, markBought } from './queue';
import { scopeOfUser } from './seats';

/** Whether the invoice's enrolment in the course (a group, or null: assigned later) may take its seat. */
export function takeCourseSeat(
  userId: number,
  invoiceId: number,
  course: string,
  groupId: string | null,
  now: Date,
): boolean {
  const scope = scopeOfUser(userId);
  const listId = courseListId(course);
  advance(scope, listId, now);
  const groups = courseGroupSeats(scope, course, now, invoiceId);
  if (groups.length === 0) return true;
  if (groupId !== null && !groups.some((group) => group.id === groupId && group.seatsLeft > 0)) return false;
  const free = courseFreeSeats(scope, course, now, invoiceId);
  if (free <= 0) return false;
  const hold = holdOf(scope, listId, userId, now);
  if (hold) {
    markBought(hold, now);
    return true;
  }
  return free - heldCount(scope, listId, now) > 0;
}
