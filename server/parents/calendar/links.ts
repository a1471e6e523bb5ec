/**
 * 'Agregar al calendario' links, all built on the server as plain links (they work without
 * JavaScript). Apple and iCal take the .ics file; Google takes a template link with one
 * recurrence rule; Outlook and Yahoo links cannot carry any recurrence, so they add the next class
 * only and say so.
 */
import { scheduledClasses } from './class-schedule';
import { eventDescription, eventTitle, icsFilename } from './event-text';
import { LIMA_TIME_ZONE } from './lima-time';
import type { CalendarInput, ClassTime } from './types';
import { PLURAL_DAY_NAMES } from './weekly-slots';
import { weeklyRule, weeklySeries } from './weekly-series';

export interface CalendarLink {
  url: string;
  /** false when the link adds only part of the remaining classes: the UI shows `note` and offers the .ics. */
  wholeSeries: boolean;
  /** Spanish, for the parent: what the link leaves out ('solo la próxima clase'); null when nothing. */
  note: string | null;
}

export interface CalendarLinks {
  /** Apple and iCal: the route that serves calendarFile(); it always holds every remaining class. */
  ics: { filename: string; wholeSeries: true };
  google: CalendarLink;
  outlook: CalendarLink;
  yahoo: CalendarLink;
  remainingClasses: number;
  nextClass: ClassTime;
}

export const NEXT_CLASS_ONLY = 'solo la próxima clase';

/** null when the course offers no calendar (no schedule, no class left, or unreadable data — logged). */
export function calendarLinks(input: CalendarInput, now: Date): CalendarLinks | null {
  const upcoming = scheduledClasses(input, now);
  if (!upcoming) return null;

  const title = eventTitle(input.courseName, input.studentName);
  const description = eventDescription(input.zoomUrl);
  const nextClass = { start: upcoming[0].start, end: upcoming[0].end };
  const series = weeklySeries(upcoming);
  // Google takes one RRULE. A single rule with BYDAY over every class day was rejected: it gives
  // all days DTSTART's hour (slots may differ), its BYDAY would have to be UTC weekdays while
  // Google reads it in the event's zone, and its COUNT would be shared across days. So Google gets
  // the first series (the one holding the next class), exactly as in the .ics, and says when it
  // is not everything.
  const [first] = series;
  const wholeSeries = series.length === 1;

  return {
    ics: { filename: icsFilename(input.courseName, input.studentName), wholeSeries: true },
    google: {
      url: link('https://calendar.google.com/calendar/render', {
        action: 'TEMPLATE',
        text: title,
        dates: `${compactUtc(first.first.start)}/${compactUtc(first.first.end)}`,
        details: description,
        // The event lives in Lima time, so Google repeats it at the Lima hour even for a parent
        // whose own zone changes to summer time; the instants in `dates` stay UTC.
        ctz: LIMA_TIME_ZONE,
        recur: `RRULE:${weeklyRule(first.count)}`,
      }),
      wholeSeries,
      note: wholeSeries ? null : `solo las clases de los ${PLURAL_DAY_NAMES[first.slot.weekday]}`,
    },
    outlook: {
      url: link('https://outlook.live.com/calendar/0/deeplink/compose', {
        path: '/calendar/action/compose',
        rru: 'addevent',
        subject: title,
        startdt: isoUtc(nextClass.start),
        enddt: isoUtc(nextClass.end),
        body: description,
      }),
      wholeSeries: upcoming.length === 1,
      note: upcoming.length === 1 ? null : NEXT_CLASS_ONLY,
    },
    yahoo: {
      url: link('https://calendar.yahoo.com/', {
        v: '60',
        title,
        st: compactUtc(nextClass.start),
        et: compactUtc(nextClass.end),
        desc: description,
      }),
      wholeSeries: upcoming.length === 1,
      note: upcoming.length === 1 ? null : NEXT_CLASS_ONLY,
    },
    remainingClasses: upcoming.length,
    nextClass,
  };
}

/** Every value percent-encoded (spaces as %20, which all three services read). */
function link(base: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

/** 2027-01-11T21:00:00.000Z → '20270111T210000Z' (Google and Yahoo). */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 2027-01-11T21:00:00.000Z → '2027-01-11T21:00:00Z' (Outlook). */
function isoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/, '');
}
