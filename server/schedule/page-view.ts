/** The 'Cambiar horario' page (decision 037); when changes are closed, the reason instead of the list. Pure. */
import { formatLongDate, formatTimeInZone } from '@kernel/dates';
import { SCHEDULE_CLOSED, SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { withoutEmbeddedTime } from '../catalogue/group-name';
import { isoDayInZone, scheduleView } from '../parents/class-times';
import { dashboardHref } from '../parents/urls';
import type { ScheduleGroup, ScheduleOptions } from '../upstream/schemas/schedule';

export type ScheduleGroupView = ReturnType<typeof groupView>;
export type SchedulePageView = ReturnType<typeof schedulePageView>;

export function deadlineIn(iso: string, timeZone: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return `${formatLongDate(isoDayInZone(instant, timeZone))} a las ${formatTimeInZone(instant, timeZone)}`;
}

function groupView(group: ScheduleGroup, timeZone: string, now: Date) {
  const full = group.seats_left === 0;
  return {
    id: group.id,
    // Its hours are written beside it, in the parent's zone and the product's one format.
    name: withoutEmbeddedTime(group.name),
    startText: SCHEDULE_TEXT.startsOn(formatLongDate(group.start_date)),
    schedule: scheduleView(group, timeZone, now),
    seatsText: full ? SCHEDULE_TEXT.full : SCHEDULE_TEXT.seatsLeft(group.seats_left),
    full,
  };
}

export function schedulePageView(options: ScheduleOptions, timeZone: string, now: Date) {
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
    /** Null without a deadline or when closed. */
    deadlineText: deadline ? SCHEDULE_TEXT.deadline(deadline) : null,
    /** Seats first, then full ones (shown, not selectable). */
    groups,
  };
}
