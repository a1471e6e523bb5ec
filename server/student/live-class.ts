/**
 * When the student's class link shows (spec §2: the course card's class link; our rule, decision
 * 020): only while a class of the course is live — from 15 minutes before it starts, so the
 * student can connect early, until it ends (90-minute classes, spec §1/§9). Hours are Lima
 * wall-clock ({day, hour} as the enrollment body carries them), so days are Lima's days. A
 * course not started yet, ended or abandoned never shows it. Pure: the clock is passed in.
 */
import { instantInZone } from '@kernel/dates';
import { isoDayInZone } from '../parents/class-times';
import { minutesFromTime, weekdayFromName } from '../parents/calendar/weekly-slots';

export const JOIN_EARLY_MINUTES = 15;
export const CLASS_MINUTES = 90;
const SOURCE_ZONE = 'America/Lima';
const MINUTE_MS = 60_000;

export interface WeeklyClass {
  /** Spanish day name, 'Lunes' */
  day: string;
  /** 'HH:mm', Lima */
  hour: string;
}

export interface LiveWindow {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The Lima day before and after `isoDay` ('YYYY-MM-DD'). */
function shiftedDay(isoDay: string, days: number): string {
  return new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The class window that contains `now`, or null. Yesterday's and tomorrow's classes are read too:
 * a class at 23:30 Lima is still live after midnight, and one at 00:05 opens at 23:50 the day
 * before (the scenario 'class-live-now' met both around Lima's midnight).
 */
export function liveWindow(classes: WeeklyClass[], now: Date): LiveWindow | null {
  const today = isoDayInZone(now, SOURCE_ZONE);
  for (const day of [shiftedDay(today, -1), today, shiftedDay(today, 1)]) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const item of classes) {
      if (weekdayFromName(item.day) !== weekday || minutesFromTime(item.hour) === null) continue;
      const start = instantInZone(day, item.hour.slice(0, 5), SOURCE_ZONE);
      const opens = start.getTime() - JOIN_EARLY_MINUTES * MINUTE_MS;
      const end = new Date(start.getTime() + CLASS_MINUTES * MINUTE_MS);
      if (now.getTime() >= opens && now.getTime() < end.getTime()) return { start, end };
    }
  }
  return null;
}

export interface ClassLinkInput {
  classes: WeeklyClass[];
  link: string | null;
  status: string;
  state?: string | null;
  /** 'YYYY-MM-DD' of the first class; null when unknown. */
  initialDate: string | null;
}

/** The class link to show now, or null (not live, no link, not started, ended or abandoned). */
export function liveClassLink(input: ClassLinkInput, now: Date): string | null {
  if (!input.link || input.status === 'has_ended' || input.state === 'abandoned') return null;
  if (!input.initialDate || input.initialDate.slice(0, 10) > isoDayInZone(now, SOURCE_ZONE)) return null;
  return liveWindow(input.classes, now) ? input.link : null;
}
