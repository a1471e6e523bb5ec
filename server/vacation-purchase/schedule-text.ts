/** Schedules in Spanish, hours moved from Lima to the user's time zone (spec §9). */
import { formatHourInZone, formatLongDate } from '@kernel/dates';
import type { VacationGroup } from '../upstream/schemas/vacation';

export function joinDays(days: string[]): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} y ${days[days.length - 1]}`;
}

/** The first slot's hours: slots of a group share them. */
export function scheduleText(group: VacationGroup, timeZone: string): string {
  const first = group.frequency[0];
  if (!first) return '';
  const days = joinDays(group.frequency.map((slot) => slot.day_name));
  return `${days} de ${formatHourInZone(group.start_date, first.time_start, timeZone)} a ${formatHourInZone(
    group.start_date,
    first.time_end,
    timeZone,
  )}`;
}

export const spanishDate = formatLongDate;
