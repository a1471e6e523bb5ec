/** Seeds 'Cambiar horario', and an alias's own copies so no two tests share groups. */
import {
  classGroups,
  SCHEDULE_CHILD,
  SCHEDULE_PARENT,
  scheduleEnrolments,
  type ClassGroupFixture,
} from '../../fixtures/schedule-changes';
import { db } from '../db';
import { nextCourseEnrolmentId } from '../db/ids';
import { createCourseEnrolment, withCourseFacts } from '../db/seed-parents';
import { addDays, classEnd, countClassDays, dayNameOf, firstClassDay, limaToday } from './dates';
import { FIXTURE_SCOPE, groupAnswer, placementOf, findGroup, type ClassGroupRecord } from './groups';

function groupRecord(group: ClassGroupFixture, today: string, scope: string, id = group.id) {
  const from = addDays(today, group.startInDays);
  const days = group.days === 'start' ? [dayNameOf(from), dayNameOf(addDays(from, 2))] : group.days;
  const start = firstClassDay(from, days) ?? from;
  const end = addDays(start, group.weeks * 7 - 1);
  return db.classGroup.create({
    id,
    courseId: group.courseId,
    scope,
    name: group.name,
    start_date: start,
    end_date: end,
    slots: JSON.stringify(
      days.map((day_name) => ({ day_name, time_start: group.hour, time_end: classEnd(group.hour) })),
    ),
    capacity: group.capacity,
    enrolled: group.enrolled,
  });
}

function enrolIn(
  fixture: (typeof scheduleEnrolments)[number],
  id: number,
  childId: number,
  group: ClassGroupRecord,
) {
  const { groupId: _fixtureGroup, ...seed } = fixture;
  const answer = groupAnswer(group);
  const enrolment = withCourseFacts({ ...seed, group: null });
  createCourseEnrolment({
    ...enrolment,
    id,
    childId,
    course: {
      ...enrolment.course,
      // What the group gives (its weeks are the course's sessions: tests/unit/fixture-consistency).
      number_of_sessions: countClassDays(
        answer.start_date,
        answer.end_date,
        answer.frequency.map((slot) => slot.day_name),
      ),
    },
    group: answer,
  });
  db.groupPlacement.create({ enrolmentId: id, groupId: group.id, version: 0 });
}

export function seedScheduleChanges(now = new Date()): void {
  const today = limaToday(now);
  db.user.create({ ...SCHEDULE_PARENT });
  db.child.create({ ...SCHEDULE_CHILD });
  for (const group of classGroups) groupRecord(group, today, FIXTURE_SCOPE);
  for (const enrolment of scheduleEnrolments) {
    const group = findGroup(enrolment.groupId);
    if (group) enrolIn(enrolment, enrolment.id, SCHEDULE_CHILD.id, group);
  }
}

const nextGroupId = () => Math.max(960_000, ...db.classGroup.getAll().map((group) => group.id)) + 1;

/** An alias of horario@example.com gets copies of the enrolments and groups, with seats of its own. */
export function copyScheduleEnrolments(
  baseChildId: number,
  childId: number,
  aliasId: number,
  now = new Date(),
): void {
  if (baseChildId !== SCHEDULE_CHILD.id) return;
  const today = limaToday(now);
  const scope = `alias:${aliasId}`;
  const copies = new Map<number, ClassGroupRecord>();
  for (const group of classGroups) {
    copies.set(group.id, groupRecord(group, today, scope, nextGroupId()));
  }
  for (const enrolment of scheduleEnrolments) {
    const group = copies.get(enrolment.groupId);
    if (!group || placementOf(enrolment.id).groupId === null) continue;
    enrolIn(enrolment, nextCourseEnrolmentId(960_000), childId, group);
  }
}
