/**
 * One line of the organization's roster as the coordinator reads it: a student in a course, with
 * the group's schedule in the coordinator's time zone and the spec's status label (§4, the same
 * words as the parents' zone). Pure: the clock and the zone are passed in.
 */
import { FALLBACK } from '@kernel/texts/parents';
import { progressPercent, statusKeyOf, statusLabel, type StatusKey } from '../parents/course-status';
import { scheduleView } from '../parents/class-times';
import type { CertificateLink } from '../upstream/schemas/parents';
import type { OrganizationEnrolment } from '../upstream/schemas/organizations';

export interface RosterRow {
  id: number;
  studentId: number;
  studentName: string;
  courseId: number;
  courseName: string;
  groupName: string | null;
  /** 'Lunes y Miércoles de 4:00 PM a 5:30 PM', or null without a group or slots. */
  schedule: string | null;
  teacher: string;
  statusKey: StatusKey;
  statusLabel: string;
  progress: number;
  certificate: CertificateLink | null;
}

/**
 * The schedule texts already written while reading one roster page (one zone, one instant): a
 * group's rows read the same, and the page wrote each of them apart (a tenth of the dashboard's
 * own work, decision 045). Keyed by what the text is made of, the group's slots and start.
 */
export type ScheduleTexts = Map<string, string | null>;

function scheduleText(
  group: OrganizationEnrolment['group'],
  timeZone: string,
  now: Date,
  written: ScheduleTexts,
): string | null {
  if (!group) return null;
  const key = JSON.stringify([group.frequency, group.start_date]);
  let text = written.get(key);
  if (text === undefined) {
    const schedule = scheduleView(group, timeZone, now);
    text = schedule ? schedule.lines.map((line) => line.text).join('; ') : null;
    written.set(key, text);
  }
  return text;
}

/** `written`: shared by the rows of one page read at one instant in one zone. */
export function toRosterRow(
  enrolment: OrganizationEnrolment,
  timeZone: string,
  now: Date,
  written: ScheduleTexts = new Map(),
): RosterRow {
  return {
    id: enrolment.id,
    studentId: enrolment.student.id,
    studentName: enrolment.student.full_name,
    courseId: enrolment.course.id,
    courseName: enrolment.course.name,
    groupName: enrolment.group?.name ?? null,
    schedule: scheduleText(enrolment.group, timeZone, now, written),
    teacher: enrolment.teacher?.full_name ?? FALLBACK.teacher,
    statusKey: statusKeyOf(enrolment),
    statusLabel: statusLabel(enrolment),
    progress: progressPercent(enrolment),
    certificate: enrolment.certificate,
  };
}
