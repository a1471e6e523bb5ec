/** Schedules in Spanish, hours moved from Lima to the user's time zone (spec §9). */
import { formatHourInZone } from '@kernel/dates';
import type { VacationGroup } from '../upstream/schemas/vacation';

export function joinDays(days: string[]): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} y ${days[days.length - 1]}`;
}

/** The first slot's hours, empty for a schedule without classes: slots of a group share them. */
export function classHours(group: VacationGroup, timeZone: string): string {
  const first = group.frequency[0];
  if (!first) return '';
  const hour = (time: string) => formatHourInZone(group.start_date, time, timeZone);
  return `${hour(first.time_start)} a ${hour(first.time_end)}`;
}

export function scheduleText(group: VacationGroup, timeZone: string): string {
  const hours = classHours(group, timeZone);
  return hours ? `${joinDays(group.frequency.map((slot) => slot.day_name))} de ${hours}` : '';
}
