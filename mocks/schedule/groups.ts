/** The simulated API's 'Cambiar horario' rules: the group, whether it may still change, the move. */
import { CUTOFF_HOURS } from '../../fixtures/schedule-changes';
import { db } from '../db';
import { firstClassDay, limaInstant } from './dates';

export type ClassGroupRecord = NonNullable<ReturnType<typeof db.classGroup.findFirst>>;
export type EnrolmentRecord = NonNullable<ReturnType<typeof db.courseEnrolment.findFirst>>;
interface Slot {
  day_name: string;
  time_start: string;
  time_end: string;
}
interface Schedule {
  start_date: string | null;
  frequency: Slot[];
}

const HOUR_MS = 3_600_000;
export const FIXTURE_SCOPE = 'fixture';

export function slotsOf(group: ClassGroupRecord): Slot[] {
  const parsed: unknown = JSON.parse(group.slots);
  return Array.isArray(parsed) ? parsed : [];
}

export const groupAnswer = (group: ClassGroupRecord) => {
  const frequency = slotsOf(group);
  return {
    start_date: group.start_date,
    end_date: group.end_date,
    frequency,
    frequency_numeric: frequency.length,
  };
};

export function firstClass(schedule: Schedule): Date | null {
  if (!schedule.start_date) return null;
  const day = firstClassDay(
    schedule.start_date,
    schedule.frequency.map((slot) => slot.day_name),
  );
  const slot =
    day && schedule.frequency.find((candidate) => firstClassDay(day, [candidate.day_name]) === day);
  return day && slot ? limaInstant(day, slot.time_start) : null;
}

export const deadlineOf = (first: Date) => new Date(first.getTime() - CUTOFF_HOURS * HOUR_MS);

export function placementOf(enrolmentId: number) {
  const placement = db.groupPlacement.findFirst({ where: { enrolmentId: { equals: enrolmentId } } });
  return { groupId: placement?.groupId ?? null, version: placement?.version ?? 0 };
}

export const findGroup = (id: number) => db.classGroup.findFirst({ where: { id: { equals: id } } });

function scopeOf(enrolmentId: number): string {
  const { groupId } = placementOf(enrolmentId);
  return (groupId !== null && findGroup(groupId)?.scope) || FIXTURE_SCOPE;
}

export type ChangeRule =
  | { allowed: true; reason: null; deadline: Date | null }
  | { allowed: false; reason: 'started' | 'closed'; deadline: Date | null };

export function changeRule(enrolment: EnrolmentRecord, now: Date): ChangeRule {
  const group = enrolment.group;
  const first = group ? firstClass({ start_date: group.start_date, frequency: group.frequency }) : null;
  const deadline = first && deadlineOf(first);
  if (enrolment.status !== 'has_not_started' || (first && now >= first))
    return { allowed: false, reason: 'started', deadline };
  if (deadline && now >= deadline) return { allowed: false, reason: 'closed', deadline };
  return { allowed: true, reason: null, deadline };
}

export function groupOpen(group: ClassGroupRecord, now: Date): boolean {
  const first = firstClass({ start_date: group.start_date, frequency: slotsOf(group) });
  return first !== null && now < deadlineOf(first);
}

export function otherGroups(enrolment: EnrolmentRecord, now: Date): ClassGroupRecord[] {
  const current = placementOf(enrolment.id).groupId;
  return db.classGroup
    .findMany({
      where: { courseId: { equals: enrolment.course.id }, scope: { equals: scopeOf(enrolment.id) } },
      orderBy: { start_date: 'asc' },
    })
    .filter((group) => group.id !== current && groupOpen(group, now));
}

export const sameCourse = (enrolment: EnrolmentRecord, group: ClassGroupRecord) =>
  group.courseId === enrolment.course.id && group.scope === scopeOf(enrolment.id);

export const seatsLeft = (group: ClassGroupRecord) => Math.max(0, group.capacity - group.enrolled);

export function moveTo(enrolment: EnrolmentRecord, group: ClassGroupRecord) {
  const { groupId, version } = placementOf(enrolment.id);
  const previous = groupId === null ? null : findGroup(groupId);
  if (previous)
    db.classGroup.update({
      where: { id: { equals: previous.id } },
      data: { enrolled: Math.max(0, previous.enrolled - 1) },
    });
  db.classGroup.update({ where: { id: { equals: group.id } }, data: { enrolled: group.enrolled + 1 } });
  const next = version + 1;
  db.groupPlacement.delete({ where: { enrolmentId: { equals: enrolment.id } } });
  db.groupPlacement.create({ enrolmentId: enrolment.id, groupId: group.id, version: next });
  const answer = groupAnswer(group);
  const frequency = answer.frequency.map((slot, index) =>
    db.groupSlot.create({ id: `${enrolment.id}:v${next}:${index}`, ...slot }),
  );
  const data = {
    start_date: answer.start_date,
    end_date: answer.end_date,
    frequency,
    frequency_numeric: frequency.length,
  };
  if (enrolment.group) db.enrolmentGroup.update({ where: { id: { equals: enrolment.id } }, data });
  else
    db.courseEnrolment.update({
      where: { id: { equals: enrolment.id } },
      data: { group: db.enrolmentGroup.create({ id: enrolment.id, ...data }) },
    });
  return { group_id: group.id, version: next, group: answer };
}
