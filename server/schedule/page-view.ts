/**
 * The 'Cambiar horario' page as a parent reads it (decision 037): the current schedule, the
 * other groups with their hours in the parent's zone (server/parents/class-times.ts), and, when
 * the upstream says changes are closed, its reason instead of the list. Pure: `now` comes in.
 */
import { formatLongDate } from '@kernel/dates';
import { SCHEDULE_CLOSED, SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { isoDayInZone, scheduleView, type ScheduleView } from '../parents/class-times';
import { dashboardHref } from '../parents/urls';
import type { ScheduleGroup, ScheduleOptions } from '../upstream/schemas/schedule';

export interface ScheduleGroupView {
  id: number;
  name: string;
  /** 'Empieza el 1 de febrero de 2027' */
  startText: string;
  schedule: ScheduleView | null;
  /** 'Quedan 3 cupos' or 'Sin cupos' */
  seatsText: string;
  full: boolean;
}

export interface SchedulePageView {
  enrolmentId: number;
  version: number;
  childName: string;
  courseName: string;
  /** The child's tab in the parents' zone, where the new schedule shows. */
  backHref: string;
  current: { schedule: ScheduleView | null; startText: string | null };
  /** The upstream's reason when changes are closed; the list is not offered then. */
  closedText: string | null;
  /** 'Puedes cambiar de horario hasta el …'; null without a deadline or when closed. */
  deadlineText: string | null;
  /** Groups with seats first, then full ones (shown, not selectable). */
  groups: ScheduleGroupView[];
}

/** '7:00 PM' in the zone: the product's one hour format ('h:mm A', kernel/dates.ts). */
function hourIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

/** '30 de enero de 2027 a las 7:00 PM' in the parent's zone. */
export function deadlineIn(iso: string, timeZone: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return `${formatLongDate(isoDayInZone(instant, timeZone))} a las ${hourIn(instant, timeZone)}`;
}

function groupView(group: ScheduleGroup, timeZone: string, now: Date): ScheduleGroupView {
  const full = group.seats_left === 0;
  return {
    id: group.id,
    name: group.name,
    startText: SCHEDULE_TEXT.startsOn(formatLongDate(group.start_date)),
    schedule: scheduleView(group, timeZone, now),
    seatsText: full ? SCHEDULE_TEXT.full : SCHEDULE_TEXT.seatsLeft(group.seats_left),
    full,
  };
}

export function schedulePageView(options: ScheduleOptions, timeZone: string, now: Date): SchedulePageView {
  const { enrollment, change } = options;
  const closedText = change.allowed ? null : SCHEDULE_CLOSED[change.reason ?? 'closed'](change.cutoff_hours);
  const deadline = change.allowed && change.deadline ? deadlineIn(change.deadline, timeZone) : null;
  const groups = change.allowed
    ? options.groups
        .map((group) => groupView(group, timeZone, now))
        .sort((a, b) => Number(a.full) - Number(b.full))
    : [];
  return {
    enrolmentId: enrollment.id,
    version: enrollment.version,
    childName: enrollment.student.full_name.split(' ')[0] ?? enrollment.student.full_name,
    courseName: enrollment.course.name,
    backHref: dashboardHref({
      childId: enrollment.student.id,
      tab: enrollment.learning_path_id === null ? 'cursos' : 'rutas',
      pathId: enrollment.learning_path_id ?? undefined,
    }),
    current: {
      schedule: scheduleView(enrollment.group, timeZone, now),
      startText: enrollment.group?.start_date
        ? SCHEDULE_TEXT.startsOn(formatLongDate(enrollment.group.start_date))
        : null,
    },
    closedText,
    deadlineText: deadline ? SCHEDULE_TEXT.deadline(deadline) : null,
    groups,
  };
}
