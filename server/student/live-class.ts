/** The class link shows only while a class is live (decision 020); Lima days. Pure: the clock comes in. */
import { limaToday } from '../campaigns/current';
import { limaInstant, parseIsoDay, weekdayOfDay } from '../parents/calendar/lima-time';
import { minutesFromTime, weekdayFromName } from '../parents/calendar/weekly-slots';

export const JOIN_EARLY_MINUTES = 15;
export const CLASS_MINUTES = 90;
const MINUTE_MS = 60_000;

export interface WeeklyClass {
  day: string;
  hour: string;
}

export interface LiveWindow {
  start: Date;
  end: Date;
}

/** Yesterday's and tomorrow's classes are read too: a class near Lima's midnight crosses the day. */
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
  initialDate: string | null;
}

/** Null when not live, no link, not started, ended or abandoned. */
export function liveClassLink(input: ClassLinkInput, now: Date): string | null {
  if (!input.link || input.status === 'has_ended' || input.state === 'abandoned') return null;
  if (!input.initialDate || input.initialDate.slice(0, 10) > limaToday(now)) return null;
  return liveWindow(input.classes, now) ? input.link : null;
}
