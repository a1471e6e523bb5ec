/** Lima days and hours of the simulated groups; Peru keeps UTC-5 all year. */
import { inLima } from '../outbox/dates';

const DAY_MS = 86_400_000;
export const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

export const limaToday = (now: Date) => inLima(now).format('YYYY-MM-DD');

export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const dayNameOf = (isoDay: string) => DAY_NAMES[new Date(`${isoDay}T00:00:00Z`).getUTCDay()];

export function firstClassDay(fromIsoDay: string, dayNames: string[]): string | null {
  for (let shift = 0; shift < 7; shift++) {
    const day = addDays(fromIsoDay, shift);
    if (dayNames.includes(dayNameOf(day))) return day;
  }
  return null;
}

export const limaInstant = (isoDay: string, hour: string) => new Date(`${isoDay}T${hour}:00-05:00`);

export function countClassDays(startIsoDay: string, endIsoDay: string, dayNames: string[]): number {
  let count = 0;
  for (let day = startIsoDay; day <= endIsoDay; day = addDays(day, 1))
    if (dayNames.includes(dayNameOf(day))) count++;
  return count;
}

/** 'HH:mm' + 90 minutes (spec §1: classes last 90 minutes). */
export function classEnd(hour: string): string {
  const [h, m] = hour.split(':').map(Number);
  const end = (h * 60 + m + 90) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}
