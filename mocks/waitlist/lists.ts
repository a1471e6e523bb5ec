/**
 * What the one queue (queue.ts) needs to know of a waitlist, by its id: a vacation program's id, or
 * `course:<slug>` for a course's groups on /pagar (decision 092).
 */
import { catalogueCourse } from '../catalogue/facts';
import {
  courseFreeSeats,
  courseGroupSeats,
  courseOfList,
  fillCourseSeats,
  releaseCourseSeat,
} from './course-seats';
import { fillSeats, freeSeats, groupSeats, programOf, releaseSeat, type GroupSeats } from './seats';

export function listExists(listId: string): boolean {
  const course = courseOfList(listId);
  return course === null ? programOf(listId) !== null : catalogueCourse(course) !== null;
}

/** The program or the course a list is for, as an entry names it. */
export function listSubject(listId: string) {
  const slug = courseOfList(listId);
  const course = slug === null ? null : catalogueCourse(slug);
  if (course)
    return { program: null, course: { slug: course.slug, name: course.name }, ageRange: course.ageRange };
  const program = programOf(listId);
  return {
    program: { id: listId, name: program?.name ?? listId },
    course: null,
    ageRange: program?.age_range ?? '5_to_7',
  };
}

/** The program's or the course's name, as the notice and the parents' zone say it. */
export function listName(listId: string): string {
  const subject = listSubject(listId);
  return subject.course === null ? subject.program.name : subject.course.name;
}

export function listGroupSeats(scope: string, listId: string, now: Date): GroupSeats[] {
  const course = courseOfList(listId);
  return course === null ? groupSeats(scope, listId, now) : courseGroupSeats(scope, course, now);
}

export function listFreeSeats(scope: string, listId: string, now: Date): number {
  const course = courseOfList(listId);
  return course === null ? freeSeats(scope, listId, now) : courseFreeSeats(scope, course, now);
}

/**
 * 'Liberar un cupo': a family from the fixtures leaves the program or course. False when none is
 * left to free, or no such list exists.
 */
export function releaseListSeat(scope: string, listId: string): boolean {
  const course = courseOfList(listId);
  return course === null ? releaseSeat(scope, listId) : releaseCourseSeat(scope, course);
}

/**
 * Where the family pays a held seat: the site's purchase page for that seat and child, as the
 * parents' zone's 'Pagar el cupo' links it (a program's page needs the free schedule).
 */
export function heldSeatPath(scope: string, listId: string, childId: number, now: Date): string {
  const subject = listSubject(listId);
  if (subject.course)
    return `/pagar?${new URLSearchParams({ curso: subject.course.slug, hijo: String(childId) }).toString()}`;
  const free = listGroupSeats(scope, listId, now).find((group) => group.seatsLeft > 0);
  return `/enrollment?${new URLSearchParams({
    edad: subject.ageRange,
    programa: listId,
    ...(free ? { horario: free.id } : {}),
    hijo: String(childId),
  }).toString()}`;
}

/** 'Ocupar los cupos': `groupId`'s schedule or group (null: every one) full. False when none was open. */
export function fillListSeats(scope: string, listId: string, groupId: string | null): boolean {
  const course = courseOfList(listId);
  return course === null ? fillSeats(scope, listId, groupId) : fillCourseSeats(scope, course, groupId);
}
