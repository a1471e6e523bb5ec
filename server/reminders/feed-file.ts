/** A child with no class left gets an empty calendar: a subscription must keep answering, not 404. */
import { createEvents } from 'ics';
import { calendarInput } from '../parents/calendar';
import { courseEvents } from '../parents/calendar/ics-file';
import { LANGUAGE, PRODUCT_ID } from '../parents/calendar/event-text';
import { withLanguage } from '../parents/calendar/ics-lines';
import type { FeedClasses } from '../upstream/schemas/reminders';

export function feedCalendarName(childName: string): string {
  return `Clases de ${childName} · Kodea`;
}

const EMPTY_CALENDAR = (name: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${name}`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

export function feedFile(classes: FeedClasses, now: Date): string {
  const name = feedCalendarName(classes.child.first_name);
  const events = classes.enrolments
    .filter((enrolment) => enrolment.status !== 'has_ended')
    .flatMap((enrolment) => courseEvents(calendarInput(enrolment), now) ?? []);
  if (events.length === 0) return withLanguage(EMPTY_CALENDAR(name), LANGUAGE, []);
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: name });
  if (error || !value) throw new Error(`[calendar] feed could not be written: ${error?.message ?? 'empty'}`);
  return withLanguage(value, LANGUAGE, ['SUMMARY', 'DESCRIPTION']);
}
