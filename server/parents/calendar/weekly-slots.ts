/** Day names are matched without accents or case, because the API is not consistent. */
import type { GroupSlot } from '../../upstream/schemas/parents';

export interface WeeklySlot {
  /** 0 = Sunday … 6 = Saturday, in Lima. */
  weekday: number;
  startMinutes: number;
  endMinutes: number;
  /** Part of the series UID, e.g. 'mon-1600'. */
  key: string;
}

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
export const PLURAL_DAY_NAMES = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

export function weekdayFromName(name: string): number | null {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  const index = DAY_NAMES.indexOf(plain);
  return index === -1 ? null : index;
}

/** Seconds tolerated; anything else → null. */
export function minutesFromTime(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export type ParsedSlots = { ok: true; slots: WeeklySlot[] } | { ok: false; reason: string };

/** Every slot must be readable: a calendar missing one of the class days would be worse than none. */
export function parseSlots(slots: GroupSlot[]): ParsedSlots {
  const parsed = new Map<string, WeeklySlot>();
  for (const slot of slots) {
    const weekday = weekdayFromName(slot.day_name);
    if (weekday === null) return { ok: false, reason: `invalid day name ${quote(slot.day_name)}` };
    const startMinutes = minutesFromTime(slot.time_start);
    const endMinutes = minutesFromTime(slot.time_end);
    if (startMinutes === null || endMinutes === null || endMinutes <= startMinutes) {
      return { ok: false, reason: `invalid class hours ${quote(slot.time_start)}–${quote(slot.time_end)}` };
    }
    const key = `${DAY_KEYS[weekday]}-${hhmm(startMinutes)}`;
    if (!parsed.has(key)) parsed.set(key, { weekday, startMinutes, endMinutes, key });
  }
  const ordered = [...parsed.values()].sort(
    (a, b) => a.weekday - b.weekday || a.startMinutes - b.startMinutes,
  );
  return { ok: true, slots: ordered };
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** So a strange value cannot break or flood the log. */
function quote(value: string): string {
  return JSON.stringify(value.slice(0, 30));
}
