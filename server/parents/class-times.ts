/** Each slot is placed on a real date before conversion: a late Lima class can be tomorrow elsewhere. */
import { formatLongDate, formatStartInZone, formatterPerZone, timeZoneLabel } from '@kernel/dates';
import { limaToday } from '../campaigns/current';
import { joinDays } from '../vacation-purchase/schedule-text';
import type { EnrolmentGroup, GroupSlot } from '../upstream/schemas/parents';
import { weekdayFromName } from './calendar/weekly-slots';

const DAY_MS = 86_400_000;

/** 'en-CA' writes a day as ISO does: 2026-11-27. */
const dayFormat = formatterPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

export function isoDayInZone(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** A date-only value is shown as written; a timestamp on its day in the parent's zone. */
export function longDateInZone(iso: string, timeZone: string): string {
  if (iso.length <= 10) return formatLongDate(iso);
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return formatLongDate(iso);
  return formatLongDate(isoDayInZone(instant, timeZone));
}

function weekdayOfIsoDay(isoDay: string): number {
  return new Date(`${isoDay}T00:00:00Z`).getUTCDay();
}

function nextWeekday(fromIsoDay: string, weekday: number): string {
  const start = new Date(`${fromIsoDay}T00:00:00Z`).getTime();
  const shift = (weekday - weekdayOfIsoDay(fromIsoDay) + 7) % 7;
  return new Date(start + shift * DAY_MS).toISOString().slice(0, 10);
}

function capitalised(word: string): string {
  return word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
}

interface LocalSlot {
  day: string;
  /** Monday first; unknown days last. */
  order: number;
  hours: string;
}

function localSlot(slot: GroupSlot, fromIsoDay: string, timeZone: string): LocalSlot {
  const weekday = weekdayFromName(slot.day_name);
  // A day name the API should not send: shown as sent, its hours still converted (spec §8 only logs it).
  const date = weekday === null ? fromIsoDay : nextWeekday(fromIsoDay, weekday);
  const start = formatStartInZone(date, slot.time_start, timeZone);
  const end = formatStartInZone(date, slot.time_end, timeZone);
  const hours = `${start.hour} a ${end.hour}`;
  if (weekday === null) return { day: slot.day_name, order: 7, hours };
  const localDay = capitalised(start.date.split(' ')[0]);
  return { day: localDay, order: ((weekdayFromName(localDay) ?? 0) + 6) % 7, hours };
}

export type ScheduleView = NonNullable<ReturnType<typeof scheduleViewOn>>;

/** One line per distinct hour range; `now` fixes "today" in Lima. */
export function scheduleView(
  group: Pick<EnrolmentGroup, 'frequency' | 'start_date'> | null,
  timeZone: string,
  now: Date,
) {
  return scheduleViewOn(group, timeZone, limaToday(now));
}

export function scheduleViewOn(
  group: Pick<EnrolmentGroup, 'frequency' | 'start_date'> | null,
  timeZone: string,
  today: string,
) {
  if (!group || group.frequency.length === 0) return null;
  const start = group.start_date?.slice(0, 10);
  const fromIsoDay = start && start > today ? start : today;
  const slots = group.frequency
    .map((slot) => localSlot(slot, fromIsoDay, timeZone))
    .sort((a, b) => a.order - b.order);
  const byHours = new Map<string, string[]>();
  for (const slot of slots) {
    const days = byHours.get(slot.hours) ?? [];
    if (!days.includes(slot.day)) days.push(slot.day);
    byHours.set(slot.hours, days);
  }
  const lines = [...byHours].map(([hours, days]) => {
    const dayText = joinDays(days);
    return { days: dayText, hours, text: `${dayText} de ${hours}` };
  });
  return { lines, zoneLabel: timeZoneLabel(timeZone) };
}
