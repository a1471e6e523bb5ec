/** Due from shortly before a class until it starts (decision 038), so a job that was down catches up. */
import { formatStartInZone, timeZoneLabel } from '@kernel/dates';
import { calendarInput } from '../parents/calendar';
import { scheduledClasses } from '../parents/calendar/class-schedule';
import { compactLimaTime, LIMA_TIME_ZONE } from '../parents/calendar/lima-time';
import { timeZoneForCountry } from '../location/time-zone';
import type { ReminderSubscription } from '../upstream/schemas/reminders';

export const REMINDER_LEAD_MS = 30 * 60_000;
/** A make-up class lasts as the feed's event does. */
const MAKE_UP_CLASS_MS = 90 * 60_000;

export interface DueReminder {
  /** The ledger's key and the upstream's idempotency key. */
  key: string;
  childId: number;
  enrolmentId: number;
  /** A confirmed make-up class in another group, else null. */
  makeUpId: number | null;
  classStart: Date;
  classEnd: Date;
  timeZone: string;
  localStartText: string;
}

export function reminderKey(enrolmentId: number, classStart: Date): string {
  return `reminder:${enrolmentId}:${classStart.toISOString()}`;
}

/** A make-up's own key: it may fall at the hour of a class of the child's group. */
export function makeUpReminderKey(makeUpId: number, classStart: Date): string {
  return `reminder:recuperacion-${makeUpId}:${classStart.toISOString()}`;
}

/** Whether a class starting at `start` is within the lead time and still ahead. */
const dueNow = (start: Date, now: Date) =>
  start.getTime() > now.getTime() && start.getTime() - REMINDER_LEAD_MS <= now.getTime();

/** Its country's zone, else Lima, where groups meet. */
export function childTimeZone(countryCode: string | null): string {
  return timeZoneForCountry(countryCode) ?? LIMA_TIME_ZONE;
}

export function localStartText(classStart: Date, timeZone: string): string {
  // The shared formatter takes a Lima wall-clock day and hour, as the API writes them.
  const lima = compactLimaTime(classStart);
  const day = `${lima.slice(0, 4)}-${lima.slice(4, 6)}-${lima.slice(6, 8)}`;
  const hour = `${lima.slice(9, 11)}:${lima.slice(11, 13)}`;
  const local = formatStartInZone(day, hour, timeZone);
  return `${local.date}, ${local.hour} (${timeZoneLabel(timeZone)})`;
}

/** Earliest class first. */
export function dueReminders(subscriptions: ReminderSubscription[], now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  for (const subscription of subscriptions) {
    const timeZone = childTimeZone(subscription.country_code);
    for (const enrolment of subscription.enrolments) {
      if (enrolment.status === 'has_ended') continue;
      // A class starting exactly now has begun: only classes still ahead qualify.
      const upcoming = scheduledClasses(calendarInput(enrolment), now) ?? [];
      for (const lesson of upcoming) {
        if (lesson.start.getTime() - REMINDER_LEAD_MS > now.getTime()) break;
        if (!dueNow(lesson.start, now)) continue;
        due.push({
          key: reminderKey(enrolment.id, lesson.start),
          childId: subscription.child.id,
          enrolmentId: enrolment.id,
          makeUpId: null,
          classStart: lesson.start,
          classEnd: lesson.end,
          timeZone,
          localStartText: localStartText(lesson.start, timeZone),
        });
      }
    }
    for (const makeUp of subscription.make_ups) {
      const start = new Date(makeUp.starts_at);
      if (!dueNow(start, now)) continue;
      due.push({
        key: makeUpReminderKey(makeUp.id, start),
        childId: subscription.child.id,
        enrolmentId: makeUp.enrolment_id,
        makeUpId: makeUp.id,
        classStart: start,
        classEnd: new Date(start.getTime() + MAKE_UP_CLASS_MS),
        timeZone,
        localStartText: localStartText(start, timeZone),
      });
    }
  }
  return due.sort((a, b) => a.classStart.getTime() - b.classStart.getTime());
}
