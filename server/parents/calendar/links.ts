/** Calendar links; Outlook and Yahoo cannot carry a recurrence, so they add the next class only. */
import { scheduledClasses, type ScheduledClass } from './class-schedule';
import { eventDescription, eventTitle, icsFilename } from './event-text';
import { compactLimaTime, LIMA_TIME_ZONE } from './lima-time';
import type { CalendarInput, ClassTime } from './types';
import { PLURAL_DAY_NAMES } from './weekly-slots';
import { weeklySeries, type WeeklySeries } from './weekly-series';

export interface CalendarLink {
  url: string;
  /** False when the link adds only part of the remaining classes: the UI shows `note`. */
  wholeSeries: boolean;
  note: string | null;
}

export interface CalendarLinks {
  /** Always every remaining class. */
  ics: { filename: string; wholeSeries: true };
  google: CalendarLink;
  outlook: CalendarLink;
  yahoo: CalendarLink;
  remainingClasses: number;
  nextClass: ClassTime;
}

export const NEXT_CLASS_ONLY = 'agrega solo la próxima clase';

/** Null when the course offers no calendar. */
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
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/**
 * Google takes one RRULE: same hours every day make one BYDAY rule in Lima time (keeping the Lima
 * weekday); otherwise the series holding the next class.
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

/** Spaces as %20, which all three services read. */
function link(base: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function isoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/, '');
}
