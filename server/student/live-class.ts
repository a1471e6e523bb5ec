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
  const live = windows(classes, now, 1).find((window) => now >= window.opens && now < window.end);
  return live ? { start: live.start, end: live.end } : null;
}

/** How far ahead a page is told when its class link opens: a week of weekly classes. */
export const UPCOMING_DAYS = 7;

/**
 * The next window the link shows in (from `opens`, 15 minutes early, to `end`), the one open now
 * included: what a page's timer turns the link on and off by, without asking the server again.
 */
export function nextLiveWindow(classes: WeeklyClass[], now: Date): ClassWindow | null {
  const next = windows(classes, now, UPCOMING_DAYS).filter((window) => window.end > now);
  next.sort((a, b) => a.opens.getTime() - b.opens.getTime());
  return next[0] ?? null;
}

/** A class's start, and when its link shows (15 minutes early) and goes. */
interface ClassWindow extends LiveWindow {
  opens: Date;
}

/** Each class's window from yesterday to `daysAhead` days on, Lima days. */
function windows(classes: WeeklyClass[], now: Date, daysAhead: number): ClassWindow[] {
  const today = parseIsoDay(limaToday(now));
  if (today === null) return [];
  const found: ClassWindow[] = [];
  for (let day = today - 1; day <= today + daysAhead; day += 1) {
    for (const item of classes) {
      const minutes = minutesFromTime(item.hour);
      if (weekdayFromName(item.day) !== weekdayOfDay(day) || minutes === null) continue;
      const start = limaInstant(day, minutes);
      found.push({
        start,
        opens: new Date(start.getTime() - JOIN_EARLY_MINUTES * MINUTE_MS),
        end: new Date(start.getTime() + CLASS_MINUTES * MINUTE_MS),
      });
    }
  }
  return found;
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
  if (!joinable(input, now)) return null;
  return liveWindow(input.classes, now) ? input.link : null;
}

function joinable(input: ClassLinkInput, now: Date): input is ClassLinkInput & { link: string } {
  if (!input.link || input.status === 'has_ended' || input.state === 'abandoned') return false;
  return Boolean(input.initialDate) && String(input.initialDate).slice(0, 10) <= limaToday(now);
}

/**
 * The link and its next window (issue 77): the page turns the class link on at `opensAt` and off
 * at `endsAt` by the browser's clock, and says the class is on from `startsAt`. Null where
 * liveClassLink could never show it this week. The student dashboard and the parents' zone both
 * read it: one rule for when a class link shows.
 */
export function upcomingClass(input: ClassLinkInput, now: Date) {
  if (!joinable(input, now)) return null;
  const next = nextLiveWindow(input.classes, now);
  return next
    ? {
        link: input.link,
        opensAt: next.opens.toISOString(),
        startsAt: next.start.toISOString(),
        endsAt: next.end.toISOString(),
        /** Shown now: from 15 minutes before the class to its end. */
        open: now >= next.opens && now < next.end,
        /** The class itself has begun and not ended. */
        inProgress: now >= next.start && now < next.end,
      }
    : null;
}
