/** The .ics file: one weekly series per class slot, together exactly the remaining classes. */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { scheduledClasses } from './class-schedule';
import { eventDescription, eventTitle, icsFilename, LANGUAGE, PRODUCT_ID, seriesUid } from './event-text';
import { withLanguage } from './ics-lines';
import type { CalendarInput, IcsFile } from './types';
import { weeklyRule, weeklySeries } from './weekly-series';

/** `ics` reads `timestamp` (DTSTAMP) but its typings leave it out; without it the output depends on the clock. */
export type StampedEvent = EventAttributes & { timestamp: number };

/** Null when the course offers no calendar; the feed joins several courses' events. */
export function courseEvents(input: CalendarInput, now: Date): StampedEvent[] | null {
  const upcoming = scheduledClasses(input, now);
  if (!upcoming) return null;

  const title = eventTitle(input.courseName, input.studentName);
  const description = eventDescription(input.zoomUrl);
  return weeklySeries(upcoming).map(
    (series): StampedEvent => ({
      uid: seriesUid(input.enrolmentId, series.slot),
      title,
      description,
      // Always 'utc': 'local' would mean the server process's zone, which is nobody's.
      start: utcDateArray(series.first.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: utcDateArray(series.first.end),
      endInputType: 'utc',
      endOutputType: 'utc',
      recurrenceRule: weeklyRule(series.count),
      timestamp: now.getTime(),
    }),
  );
}

export function calendarFile(input: CalendarInput, now: Date): IcsFile | null {
  const events = courseEvents(input, now);
  if (!events) return null;
  const { error, value } = createEvents(events, { productId: PRODUCT_ID });
  // Only our own code builds these events: a rejection is a bug, not a parent's problem to see.
  if (error || !value)
    throw new Error(`[calendar] ics could not write the series: ${error?.message ?? 'empty'}`);
  return {
    filename: icsFilename(input.courseName, input.studentName),
    body: withLanguage(value, LANGUAGE, ['SUMMARY', 'DESCRIPTION']),
  };
}

function utcDateArray(date: Date): DateArray {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
}
