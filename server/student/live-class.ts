/**
 * When the student's class link shows (spec §2: the course card's class link; our rule, decision
 * 020): only while a class of the course is live — from 15 minutes before it starts, so the
 * student can connect early, until it ends (90-minute classes, spec §1/§9). Hours are Lima
 * wall-clock ({day, hour} as the enrollment body carries them), so days are Lima's days. A
 * course not started yet, ended or abandoned never shows it. Pure: the clock is passed in.
 */
import { limaToday } from '../campaigns/current';
import { limaInstant, parseIsoDay, weekdayOfDay } from '../parents/calendar/lima-time';
import { minutesFromTime, weekdayFromName } from '../parents/calendar/weekly-slots';

export const JOIN_EARLY_MINUTES = 15;
export const CLASS_MINUTES = 90;
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

/**
 * The class window that contains `now`, or null. Yesterday's and tomorrow's classes are read too:
 * a class at 23:30 Lima is still live after midnight, and one at 00:05 opens at 23:50 the day
 * before (the scenario 'class-live-now' met both around Lima's midnight). Days are Lima calendar
 * days as numbers (calendar/lima-time.ts), so the days around today are plain sums.
 */
export function liveWindow(classes: WeeklyClass[], now: Date): LiveWindow | null {
  const today = parseIsoDay(limaToday(now));
  if (today === null) return null;
  for (const day of [today - 1, today, today + 1]) {
    for (const item of classes) {
      const minutes = minutesFromTime(item.hour);
      if (weekdayFromName(item.day) !== weekdayOfDay(day) || minutes === null) continue;
      const start = limaInstant(day, minutes);
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
  if (!input.initialDate || input.initialDate.slice(0, 10) > limaToday(now)) return null;
  return liveWindow(input.classes, now) ? input.link : null;
}
