/**
 * PATCH /api/invoices/{id}/enrolments takes a course group's seat (decisions 092, 093): refused
 * when the chosen group is full, or when the course has no seat for this family (every group full,
 * or the free seats held for waitlisted families) whether or not a group is chosen. The family
 * holding a freed seat takes it (with no group chosen, the group that has it) and its hold ends.
 * Synchronous, so two invoices naming the last seat never both pass.
 */
import { courseGroupSeats, courseListId } from './course-seats';
import { advance, heldCount, holdOf, markBought } from './queue';
import { scopeOfUser } from './seats';

/** The group the enrolment takes (null: the academy assigns it later), or false when refused. */
export function takeCourseSeat(
  userId: number,
  invoiceId: number,
  course: string,
  groupId: string | null,
  now: Date,
  /** The group this invoice's enrolment already has: a start sent again keeps its seat. */
  ownGroup: string | null = null,
): { groupId: string | null } | false {
  const scope = scopeOfUser(userId);
  const listId = courseListId(course);
  advance(scope, listId, now);
  const groups = courseGroupSeats(scope, course, now, invoiceId);
  if (groups.length === 0) return { groupId };
  const open = groups.filter((group) => group.seatsLeft > 0);
  if (groupId !== null && !open.some((group) => group.id === groupId)) return false;
  const hold = holdOf(scope, listId, userId, now);
  if (hold) {
    markBought(hold, now);
    // The held seat is in a group: the enrolment takes it, so nobody else is offered it.
    return { groupId: groupId ?? open[0]?.id ?? null };
  }
  const free = open.reduce((sum, group) => sum + group.seatsLeft, 0);
  if (free - heldCount(scope, listId, now) > 0) return { groupId };
  return groupId === null && ownGroup !== null ? { groupId: ownGroup } : false;
}
