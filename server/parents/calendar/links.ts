/**
 * 'Agregar al calendario' links, all built on the server as plain links (they work without
 * JavaScript). Apple and iCal take the .ics file; Google takes a template link with one
 * recurrence rule over every class day; Outlook and Yahoo links cannot carry any recurrence, so
 * they add the next class only and say so (the page then offers the .ics for the series).
 */
import { scheduledClasses, type ScheduledClass } from './class-schedule';
import { eventDescription, eventTitle, icsFilename } from './event-text';
import { compactLimaTime, LIMA_TIME_ZONE } from './lima-time';
import type { CalendarInput, ClassTime } from './types';
import { PLURAL_DAY_NAMES } from './weekly-slots';
import { weeklySeries, type WeeklySeries } from './weekly-series';

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

export const NEXT_CLASS_ONLY = 'agrega solo la próxima clase';

/** null when the course offers no calendar (no schedule, no class left, or unreadable data — logged). */
export function calendarLinks(input: CalendarInput, now: Date): CalendarLinks | null {
  const upcoming = scheduledClasses(input, now);
  if (!upcoming) return null;

  const title = eventTitle(input.courseName, input.studentName);
  const description = eventDescription(input.zoomUrl);
  const nextClass = { start: upcoming[0].start, end: upcoming[0].end };
  const series = weeklySeries(upcoming);

  return {
    ics: { filename: icsFilename(input.courseName, input.studentName), wholeSeries: true },
    google: googleLink(upcoming, series, title, description),
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

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Monday first, as a parent reads a week: MO,TU,WE,TH. */
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/**
 * Google's template takes one event with one RRULE. When every class day has the same hours (the
 * usual group), one rule holds them all: FREQ=WEEKLY;BYDAY=MO,TU,WE,TH;COUNT=<remaining classes>
 * from the next class. The dates are written as Lima wall-clock times with ctz=America/Lima, so
 * BYDAY's weekdays are Lima's (an evening Lima class is the next UTC day) and Google repeats it at
 * the Lima hour. COUNT counts occurrences over all the days together, which are exactly the
 * remaining classes: they are every slot date from the next class on, none skipped
 * (class-schedule.ts). Days at different hours cannot share one rule: then Google gets the series
 * holding the next class, as in the .ics, and says what it leaves out.
 */
function googleLink(
  upcoming: ScheduledClass[],
  series: WeeklySeries[],
  title: string,
  description: string,
): CalendarLink {
  const [first] = series;
  const sameHours = series.every(
    ({ slot }) => slot.startMinutes === first.slot.startMinutes && slot.endMinutes === first.slot.endMinutes,
  );
  const start = sameHours ? upcoming[0] : first.first;
  const days = sameHours
    ? [...new Set(series.map(({ slot }) => slot.weekday))].sort((a, b) => mondayFirst(a) - mondayFirst(b))
    : [first.slot.weekday];
  const count = sameHours ? upcoming.length : first.count;
  const url = link('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: title,
    dates: `${compactLimaTime(start.start)}/${compactLimaTime(start.end)}`,
    details: description,
    ctz: LIMA_TIME_ZONE,
    recur: `RRULE:FREQ=WEEKLY;BYDAY=${days.map((day) => BYDAY[day]).join(',')};COUNT=${count}`,
  });
  return sameHours
    ? { url, wholeSeries: true, note: null }
    : {
        url,
        wholeSeries: false,
        note: `agrega solo las clases de los ${PLURAL_DAY_NAMES[first.slot.weekday]}`,
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
