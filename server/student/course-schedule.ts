/** A student's weekly classes in their own zone, through the parents' zone's one conversion. */
import { scheduleView, type ScheduleView } from '../parents/class-times';
import { minutesFromTime } from '../parents/calendar/weekly-slots';
import { CLASS_MINUTES, type WeeklyClass } from './live-class';

function plusMinutes(hour: string, minutes: number): string {
  const start = minutesFromTime(hour) ?? 0;
  const total = (start + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function studentSchedule(
  classes: WeeklyClass[],
  startDate: string | null,
  timeZone: string,
  now: Date,
): ScheduleView | null {
  const frequency = classes
    .filter((item) => minutesFromTime(item.hour) !== null)
    .map((item) => ({
      day_name: item.day,
      time_start: item.hour.slice(0, 5),
      time_end: plusMinutes(item.hour, CLASS_MINUTES),
    }));
  return scheduleView({ frequency, start_date: startDate }, timeZone, now);
}
