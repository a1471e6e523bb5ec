/**
 * The course's class dates, from its group: the first `number_of_sessions` dates from start_date
 * that fall on a slot (never past end_date when known), and of those the ones still to come.
 * Remaining classes = those whose start is not before `now` (a class already started is past).
 */
import type { EnrolmentGroup } from '../../upstream/schemas/parents';
import { limaInstant, parseIsoDay, weekdayOfDay } from './lima-time';
import type { CalendarInput, ClassTime } from './types';
import { parseSlots, type WeeklySlot } from './weekly-slots';
import { logger } from '../../log/logger';

export interface ScheduledClass extends ClassTime {
  slot: WeeklySlot;
}

export type CourseSchedule =
  /** `upcoming` is in chronological order; empty when every class is past. */
  | { kind: 'classes'; upcoming: ScheduledClass[] }
  /** No group, no start date or no slots yet: the normal state of a course not scheduled yet. */
  | { kind: 'unscheduled' }
  /** Data the API should not send (spec §8: logged only); `reason` holds no personal data. */
  | { kind: 'invalid'; reason: string };

export function courseSchedule(
  group: EnrolmentGroup | null,
  numberOfSessions: number,
  now: Date,
): CourseSchedule {
  if (!group?.start_date || group.frequency.length === 0) return { kind: 'unscheduled' };
  if (numberOfSessions <= 0) return { kind: 'classes', upcoming: [] };

  const first = parseIsoDay(group.start_date);
  if (first === null) return { kind: 'invalid', reason: 'invalid start_date' };
  const last = group.end_date === null ? null : parseIsoDay(group.end_date);
  if (group.end_date !== null && last === null) return { kind: 'invalid', reason: 'invalid end_date' };
  const parsed = parseSlots(group.frequency);
  if (!parsed.ok) return { kind: 'invalid', reason: parsed.reason };

  // The weekly slot count (not frequency_numeric) drives the dates: the slots are what the group
  // actually meets on, and a count that disagrees with them cannot place a class anyway.
  const slotsByWeekday = Array.from({ length: 7 }, (_, weekday) =>
    parsed.slots.filter((slot) => slot.weekday === weekday),
  );
  const classes: ScheduledClass[] = [];
  // Ends: every slot is on some weekday, so each 7 days add at least one class.
  for (let day = first; (last === null || day <= last) && classes.length < numberOfSessions; day += 1) {
    for (const slot of slotsByWeekday[weekdayOfDay(day)]) {
      if (classes.length === numberOfSessions) break;
      classes.push({
        slot,
        start: limaInstant(day, slot.startMinutes),
        end: limaInstant(day, slot.endMinutes),
      });
    }
  }
  if (classes.length === 0)
    return { kind: 'invalid', reason: 'no class date between start_date and end_date' };

  return { kind: 'classes', upcoming: classes.filter((lesson) => lesson.start.getTime() >= now.getTime()) };
}

/**
 * The classes still to come, or null when the course offers no calendar. Bad data is logged on one
 * line (spec §8) and never reaches the parent.
 */
export function scheduledClasses(input: CalendarInput, now: Date): ScheduledClass[] | null {
  const schedule = courseSchedule(input.group, input.numberOfSessions, now);
  if (schedule.kind === 'invalid') {
    logger.warn(`[calendar] course offers no calendar: ${schedule.reason}`);
    return null;
  }
  if (schedule.kind === 'unscheduled' || schedule.upcoming.length === 0) return null;
  return schedule.upcoming;
}

/** The classes still to come (for 'Próxima clase'); empty when none, or when the schedule is unreadable. */
export function upcomingClasses(input: CalendarInput, now: Date, limit = Infinity): ClassTime[] {
  return (scheduledClasses(input, now) ?? []).slice(0, limit).map(({ start, end }) => ({ start, end }));
}
