/** One roster line: the schedule in the coordinator's zone, the parents' zone's status words. Pure. */
import { FALLBACK } from '@kernel/texts/parents';
import { progressPercent, statusKeyOf, statusLabel } from '../parents/course-status';
import { scheduleViewOn } from '../parents/class-times';
import type { OrganizationEnrolment } from '../upstream/schemas/organizations';

export type RosterRow = ReturnType<typeof toRosterRow>;

function scheduleText(group: OrganizationEnrolment['group'], timeZone: string, today: string): string | null {
  const schedule = group && scheduleViewOn(group, timeZone, today);
  return schedule ? schedule.lines.map((line) => line.text).join('; ') : null;
}

/** Lima's day at the page's instant, read once per page. */
export function toRosterRow(enrolment: OrganizationEnrolment, timeZone: string, today: string) {
  return {
    id: enrolment.id,
    studentId: enrolment.student.id,
    studentName: enrolment.student.full_name,
    courseId: enrolment.course.id,
    courseName: enrolment.course.name,
    groupName: enrolment.group?.name ?? null,
    /** Null without a group or slots. */
    schedule: scheduleText(enrolment.group, timeZone, today),
    teacher: enrolment.teacher?.full_name ?? FALLBACK.teacher,
    statusKey: statusKeyOf(enrolment),
    statusLabel: statusLabel(enrolment),
    progress: progressPercent(enrolment),
    certificate: enrolment.certificate,
  };
}
