/** A child with no class left gets an empty calendar: a subscription must keep answering, not 404. */
import { createEvents } from 'ics';
import { calendarInput } from '../parents/calendar';
import { courseEvents, type StampedEvent } from '../parents/calendar/ics-file';
import { eventTitle, LANGUAGE, PRODUCT_ID } from '../parents/calendar/event-text';
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

/** A confirmed make-up class (decision 091): a single 90-minute event, not part of a series. */
function makeUpEvents(classes: FeedClasses, now: Date): StampedEvent[] {
  return classes.make_ups
    .filter((makeUp) => Date.parse(makeUp.starts_at) > now.getTime())
    .map((makeUp) => ({
      uid: `recuperacion-${makeUp.id}@kodea.pe`,
      title: `Recuperación: ${eventTitle(makeUp.course_name, classes.child.first_name)}`,
      start: Date.parse(makeUp.starts_at),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: 90 },
      timestamp: now.getTime(),
    }));
}

export function feedFile(classes: FeedClasses, now: Date): string {
  const name = feedCalendarName(classes.child.first_name);
  const events = classes.enrolments
    .filter((enrolment) => enrolment.status !== 'has_ended')
    .flatMap((enrolment) => courseEvents(calendarInput(enrolment), now) ?? [])
    .concat(makeUpEvents(classes, now));
  if (events.length === 0) return withLanguage(EMPTY_CALENDAR(name), LANGUAGE, []);
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: name });
  if (error || !value) throw new Error(`[calendar] feed could not be written: ${error?.message ?? 'empty'}`);
  return withLanguage(value, LANGUAGE, ['SUMMARY', 'DESCRIPTION']);
}
