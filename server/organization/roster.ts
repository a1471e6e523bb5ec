/** One roster line: the schedule in the coordinator's zone, the parents' zone's status words. Pure. */
import { FALLBACK } from '@kernel/texts/parents';
import { progressPercent, statusKeyOf, statusLabel } from '../parents/course-status';
import { scheduleViewOn } from '../parents/class-times';
import type { OrganizationEnrolment } from '../upstream/schemas/organizations';

export type RosterRow = ReturnType<typeof toRosterRow>;

type Group = OrganizationEnrolment['group'];

function scheduleText(group: Group, timeZone: string, today: string): string | null {
  const schedule = group && scheduleViewOn(group, timeZone, today);
  return schedule ? schedule.lines.map((line) => line.text).join('; ') : null;
}

/**
 * A page of the roster. A class's students share its group's days and hours, so each distinct
 * schedule is put in the coordinator's zone once per page, not once per student.
 */
export function toRosterRows(enrolments: OrganizationEnrolment[], timeZone: string, today: string) {
  const schedules = new Map<string, string | null>();
  const scheduleOf = (group: Group) => {
    if (!group) return null;
    const key = JSON.stringify([group.start_date, group.frequency]);
    let text = schedules.get(key);
    if (text === undefined) {
      text = scheduleText(group, timeZone, today);
      schedules.set(key, text);
    }
    return text;
  };
  return enrolments.map((enrolment) => toRosterRow(enrolment, timeZone, today, scheduleOf));
}

/** Lima's day at the page's instant, read once per page. */
export function toRosterRow(
  enrolment: OrganizationEnrolment,
  timeZone: string,
  today: string,
  scheduleOf: (group: Group) => string | null = (group) => scheduleText(group, timeZone, today),
) {
  return {
    id: enrolment.id,
    studentId: enrolment.student.id,
    studentName: enrolment.student.full_name,
    courseId: enrolment.course.id,
    courseName: enrolment.course.name,
    groupName: enrolment.group?.name ?? null,
    /** Null without a group or slots. */
    schedule: scheduleOf(enrolment.group),
    teacher: enrolment.teacher?.full_name ?? FALLBACK.teacher,
    statusKey: statusKeyOf(enrolment),
    statusLabel: statusLabel(enrolment),
    progress: progressPercent(enrolment),
    certificate: enrolment.certificate,
  };
}
