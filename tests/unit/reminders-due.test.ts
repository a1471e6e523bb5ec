/** Which reminders are due (server/reminders/due.ts, docs/decisions/038). */
import { describe, expect, it } from 'vitest';
import { dueReminders, localStartText, makeUpReminderKey, reminderKey } from '../../server/reminders/due';
import { enrolment, FIRST_CLASS, minutesBefore, subscription } from './reminders-builders';

const keys = (now: Date, ...subs: Parameters<typeof dueReminders>[0]) =>
  dueReminders(subs, now).map((r) => r.key);

describe('dueReminders', () => {
  it('nothing more than 30 minutes before the class; due from exactly 30 minutes before', () => {
    const sub = subscription([enrolment(42)]);
    expect(keys(minutesBefore(FIRST_CLASS, 31), sub)).toEqual([]);
    expect(keys(minutesBefore(FIRST_CLASS, 30), sub)).toEqual(['reminder:42:2027-01-11T21:00:00.000Z']);
  });

  it('catch-up: still due 1 minute before the class (the job was down at the 30-minute mark), never once it started', () => {
    const sub = subscription([enrolment(42)]);
    expect(keys(minutesBefore(FIRST_CLASS, 1), sub)).toEqual([reminderKey(42, FIRST_CLASS)]);
    expect(keys(FIRST_CLASS, sub)).toEqual([]);
    expect(keys(new Date(FIRST_CLASS.getTime() + 60_000), sub)).toEqual([]);
  });

  it('the classes are the calendar file’s: the next one is Wednesday’s, and none after the last session', () => {
    const wednesday = new Date('2027-01-13T21:00:00Z');
    const sub = subscription([enrolment(42, { sessions: 2 })]);
    expect(keys(minutesBefore(wednesday, 10), sub)).toEqual([reminderKey(42, wednesday)]);
    // Session 3 would be Monday the 18th: the course has only two.
    expect(keys(minutesBefore(new Date('2027-01-18T21:00:00Z'), 10), sub)).toEqual([]);
  });

  it('skips ended courses, unscheduled groups and unreadable schedules', () => {
    const now = minutesBefore(FIRST_CLASS, 10);
    const sub = subscription([
      enrolment(1, { status: 'has_ended' }),
      enrolment(2, { start: null }),
      enrolment(3, { slots: [{ day_name: 'Lunez', time_start: '16:00', time_end: '17:30' }] }),
      enrolment(4),
    ]);
    expect(keys(now, sub)).toEqual([reminderKey(4, FIRST_CLASS)]);
  });

  it("in the child's time zone: a Mexican family reads Mexico City's hour; Lima when the country is unknown", () => {
    const now = minutesBefore(FIRST_CLASS, 10);
    const [mexico] = dueReminders([subscription([enrolment(42)], 'MX')], now);
    expect(mexico.timeZone).toBe('America/Mexico_City');
    expect(mexico.localStartText).toBe(localStartText(FIRST_CLASS, 'America/Mexico_City'));
    expect(mexico.localStartText).toMatch(/^lunes 11 de enero, 3:00 PM \(hora de .+\)$/);
    const [unknown] = dueReminders([subscription([enrolment(42)], null)], now);
    expect(unknown.timeZone).toBe('America/Lima');
    expect(unknown.localStartText).toMatch(/^lunes 11 de enero, 4:00 PM /);
  });

  it('a late Lima class falls on the next day in Madrid', () => {
    const late = enrolment(42, { slots: [{ day_name: 'Lunes', time_start: '19:30', time_end: '21:00' }] });
    const start = new Date('2027-01-12T00:30:00Z');
    const [reminder] = dueReminders([subscription([late], 'ES')], minutesBefore(start, 5));
    expect(reminder.classStart).toEqual(start);
    expect(reminder.localStartText).toMatch(/^martes 12 de enero, 1:30 AM/);
  });

  it('several children and courses: every due reminder, earliest class first, one per enrolment and class', () => {
    const other = enrolment(43, { slots: [{ day_name: 'Lunes', time_start: '15:45', time_end: '17:00' }] });
    const now = minutesBefore(FIRST_CLASS, 20);
    const due = dueReminders([subscription([enrolment(42)]), subscription([other], 'PE', 8)], now);
    expect(due.map((r) => [r.childId, r.key])).toEqual([
      [8, 'reminder:43:2027-01-11T20:45:00.000Z'],
      [7, 'reminder:42:2027-01-11T21:00:00.000Z'],
    ]);
  });

  it('a confirmed make-up in another group is due as its own class, under its own key', () => {
    // At the hour of a class of the child's own group too: two reminders, never one for both.
    const makeUp = {
      id: 88_001,
      enrolment_id: 42,
      course_name: 'Roblox',
      starts_at: FIRST_CLASS.toISOString(),
    };
    const sub = subscription([enrolment(42)], 'MX', 7, [makeUp]);
    expect(keys(minutesBefore(FIRST_CLASS, 31), sub)).toEqual([]);
    const due = dueReminders([sub], minutesBefore(FIRST_CLASS, 30));
    expect(due.map((reminder) => reminder.key)).toEqual([
      reminderKey(42, FIRST_CLASS),
      makeUpReminderKey(88_001, FIRST_CLASS),
    ]);
    expect(due[1]).toMatchObject({ enrolmentId: 42, makeUpId: 88_001, timeZone: 'America/Mexico_City' });
    expect(due[1].classEnd.getTime() - FIRST_CLASS.getTime()).toBe(90 * 60_000);
    expect(keys(FIRST_CLASS, sub)).toEqual([]);
  });
});
