/** A course's class dates from its group: a class already started counts as past. */
import type { EnrolmentGroup } from '../../upstream/schemas/parents';
import { limaInstant, parseIsoDay, weekdayOfDay } from './lima-time';
import type { CalendarInput, ClassTime } from './types';
import { parseSlots, type WeeklySlot } from './weekly-slots';
import { logger } from '../../log/logger';

export interface ScheduledClass extends ClassTime {
  slot: WeeklySlot;
}

export type CourseSchedule =
  /** Chronological; empty when every class is past. */
  | { kind: 'classes'; upcoming: ScheduledClass[] }
  /** The normal state of a course not scheduled yet. */
  | { kind: 'unscheduled' }
  /** Spec §8: logged only; `reason` holds no personal data. */
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

  // The slots, not frequency_numeric, place the dates: they are what the group actually meets on.
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

/** Null when the course offers no calendar; bad data is logged (spec §8), never shown. */
export function scheduledClasses(input: CalendarInput, now: Date): ScheduledClass[] | null {
  const schedule = courseSchedule(input.group, input.numberOfSessions, now);
  if (schedule.kind === 'invalid') {
    logger.warn(`[calendar] course offers no calendar: ${schedule.reason}`);
    return null;
  }
  if (schedule.kind === 'unscheduled' || schedule.upcoming.length === 0) return null;
  return schedule.upcoming;
}

/** Empty when none, or when the schedule is unreadable. */
export function upcomingClasses(input: CalendarInput, now: Date, limit = Infinity): ClassTime[] {
  return (scheduledClasses(input, now) ?? []).slice(0, limit).map(({ start, end }) => ({ start, end }));
}
