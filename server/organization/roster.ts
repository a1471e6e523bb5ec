/**
 * One line of the organization's roster as the coordinator reads it: a student in a course, with
 * the group's schedule in the coordinator's time zone and the spec's status label (§4, the same
 * words as the parents' zone). Pure: the day and the zone are passed in, and a kept schedule is what
 * the same group, day and zone give.
 */
import { FALLBACK } from '@kernel/texts/parents';
import { progressPercent, statusKeyOf, statusLabel, type StatusKey } from '../parents/course-status';
import { scheduleViewOn } from '../parents/class-times';
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
 * Schedule texts already written, by what they are made of: the group's slots and start, the
 * coordinator's zone and Lima's day (the clock's only part in the text, class-times.ts). A
 * roster's rows share few groups, and every page and every coordinator of a school reads the
 * same ones again: writing each text apart was a tenth of the dashboard's own work (decisions 045
 * and 051). Emptied when full, so odd upstream data cannot grow it.
 */
const scheduleTexts = new Map<string, string | null>();
const MAX_SCHEDULE_TEXTS = 2_000;

/** What a group's schedule text is made of, as one key. */
function scheduleKey(group: NonNullable<OrganizationEnrolment['group']>, timeZone: string, today: string) {
  let key = `${timeZone}\u0000${today}\u0000${group.start_date ?? ''}`;
  for (const slot of group.frequency)
    key += `\u0000${slot.day_name}\u0001${slot.time_start}\u0001${slot.time_end}`;
  return key;
}

function scheduleText(group: OrganizationEnrolment['group'], timeZone: string, today: string): string | null {
  if (!group) return null;
  const key = scheduleKey(group, timeZone, today);
  let text = scheduleTexts.get(key);
  if (text === undefined) {
    const schedule = scheduleViewOn(group, timeZone, today);
    text = schedule ? schedule.lines.map((line) => line.text).join('; ') : null;
    if (scheduleTexts.size >= MAX_SCHEDULE_TEXTS) scheduleTexts.clear();
    scheduleTexts.set(key, text);
  }
  return text;
}

/** `today`: Lima's day at the page's instant ('YYYY-MM-DD', limaToday), read once per page. */
export function toRosterRow(enrolment: OrganizationEnrolment, timeZone: string, today: string): RosterRow {
  return {
    id: enrolment.id,
    studentId: enrolment.student.id,
    studentName: enrolment.student.full_name,
    courseId: enrolment.course.id,
    courseName: enrolment.course.name,
    groupName: enrolment.group?.name ?? null,
    schedule: scheduleText(enrolment.group, timeZone, today),
    teacher: enrolment.teacher?.full_name ?? FALLBACK.teacher,
    statusKey: statusKeyOf(enrolment),
    statusLabel: statusLabel(enrolment),
    progress: progressPercent(enrolment),
    certificate: enrolment.certificate,
  };
}
