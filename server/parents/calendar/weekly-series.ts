/**
 * The remaining classes as weekly recurring series. One RRULE cannot hold classes on several days
 * at different hours, and the spec's "count = remaining ÷ classes per week" is only right per day:
 * so there is one series per weekly slot, whose COUNT is exactly how many of the remaining classes
 * fall on that slot. Over all series the occurrences are the remaining classes, one for one; when
 * they do not divide evenly, the slots that come first get the extra class, by construction.
 */
import type { ScheduledClass } from './class-schedule';
import type { ClassTime } from './types';
import type { WeeklySlot } from './weekly-slots';

export interface WeeklySeries {
  slot: WeeklySlot;
  /** The series' first class: its DTSTART/DTEND. */
  first: ClassTime;
  count: number;
}

/** Series ordered by their first class, so the first one holds the next class. */
export function weeklySeries(upcoming: ScheduledClass[]): WeeklySeries[] {
  const series = new Map<string, WeeklySeries>();
  for (const lesson of upcoming) {
    const current = series.get(lesson.slot.key);
    if (current) current.count += 1;
    else
      series.set(lesson.slot.key, {
        slot: lesson.slot,
        first: { start: lesson.start, end: lesson.end },
        count: 1,
      });
  }
  return [...series.values()];
}

/**
 * No BYDAY: the weekday comes from DTSTART, which is written in UTC. A BYDAY would have to be the
 * UTC weekday too (a Monday 20:00 Lima class is Tuesday 01:00 UTC), and leaving it out removes
 * the chance of getting that wrong.
 */
export function weeklyRule(count: number): string {
  return `FREQ=WEEKLY;INTERVAL=1;COUNT=${count}`;
}
