/**
 * Fixture class histories agree with their cards (issue 76 point 9): whatever the day the mock
 * starts, no class falls before its enrolment's start date or after its end, and a history never
 * lists more classes than the card's progress says were held.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';
import { countClassDays } from '../../mocks/schedule/dates';

const limaDay = (iso: string) => new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10);

/** Today's fixtures, a day after Sofía's Roblox group started, one after Diego's, and months later. */
const DAYS = ['2026-11-29T15:00:00Z', '2026-10-21T15:00:00Z', '2026-11-25T15:00:00Z', '2027-03-01T15:00:00Z'];

afterEach(() => {
  vi.useRealTimers();
});

describe.each(DAYS)('class histories seeded on %s', (day) => {
  it("every family's classes fall within their card's dates, no more than its progress says", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(day));
    resetDatabase();
    const sessions = db.classSession.getAll();
    expect(sessions.length).toBeGreaterThan(0);
    const byEnrolment = new Map<string, typeof sessions>();
    for (const session of sessions) {
      const key = `${session.holder}:${session.enrolmentId}`;
      byEnrolment.set(key, [...(byEnrolment.get(key) ?? []), session]);
    }
    for (const [key, classes] of byEnrolment) {
      const [holder, id] = [key.split(':')[0], Number(key.split(':')[1])];
      const days = classes.map((session) => limaDay(session.startsAt));
      if (holder === 'family') {
        const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: id } } });
        const group = enrolment?.group;
        expect(group?.start_date, key).toBeTruthy();
        for (const classDay of days) {
          expect(classDay >= (group?.start_date ?? ''), `${key} ${classDay}`).toBe(true);
          if (group?.end_date) expect(classDay <= group.end_date, `${key} ${classDay}`).toBe(true);
        }
        if (group?.start_date && group.end_date && enrolment) {
          const total = countClassDays(
            group.start_date,
            group.end_date,
            group.frequency.map((slot) => slot.day_name),
          );
          expect(
            classes.length,
            `${key}: ${classes.length} of ${total} at ${enrolment.progress}%`,
          ).toBeLessThanOrEqual(Math.round((enrolment.progress / 100) * total));
        }
      } else {
        const enrollment = db.enrollment.findFirst({ where: { id: { equals: id } } });
        for (const classDay of days)
          expect(classDay >= (enrollment?.initial_date ?? ''), `${key} ${classDay}`).toBe(true);
      }
      for (const session of classes) expect(Date.parse(session.startsAt)).toBeLessThan(Date.parse(day));
    }
  });
});
