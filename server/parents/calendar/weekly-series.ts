/** One RRULE cannot hold several days at different hours: one series per weekly slot. */
import type { ScheduledClass } from './class-schedule';
import type { ClassTime } from './types';
import type { WeeklySlot } from './weekly-slots';

export interface WeeklySeries {
  slot: WeeklySlot;
  first: ClassTime;
  count: number;
}

/** The first one holds the next class. */
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

/** No BYDAY: DTSTART is in UTC, and a Lima evening class is the next UTC weekday. */
export function weeklyRule(count: number): string {
  return `FREQ=WEEKLY;INTERVAL=1;COUNT=${count}`;
}
