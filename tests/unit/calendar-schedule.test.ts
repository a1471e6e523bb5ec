/**
 * Calendar export (spec §9): which classes remain, on which Lima days and hours, and when a course
 * offers no calendar at all (spec §8: bad data is only logged).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarFile, calendarLinks, upcomingClasses } from '../../server/parents/calendar';
import { BEFORE_START, course, slot } from './calendar-builders';
import { logger } from '../../server/log/logger';

/** 'lun 2027-01-11 16:00', read by the tz database, not by the module's fixed offset. */
function limaWall(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Lima',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

afterEach(() => vi.restoreAllMocks());

describe('upcomingClasses', () => {
  it('lists every class from the start date on the group days, at the Lima hours', () => {
    const classes = upcomingClasses(course(), BEFORE_START);
    expect(classes.map((lesson) => limaWall(lesson.start))).toEqual([
      'Mon 2027-01-11 16:00',
      'Wed 2027-01-13 16:00',
      'Mon 2027-01-18 16:00',
      'Wed 2027-01-20 16:00',
      'Mon 2027-01-25 16:00',
      'Wed 2027-01-27 16:00',
      'Mon 2027-02-01 16:00',
      'Wed 2027-02-03 16:00',
    ]);
    expect(limaWall(classes[0].end)).toBe('Mon 2027-01-11 17:30');
    // Lima is UTC−5: the instant itself, in UTC.
    expect(classes[0].start.toISOString()).toBe('2027-01-11T21:00:00.000Z');
  });

  it('starts counting on the start date even when it is not the first group day of the week', () => {
    const classes = upcomingClasses(course({ start: '2027-01-12', numberOfSessions: 3 }), BEFORE_START);
    expect(classes.map((lesson) => limaWall(lesson.start))).toEqual([
      'Wed 2027-01-13 16:00',
      'Mon 2027-01-18 16:00',
      'Wed 2027-01-20 16:00',
    ]);
  });

  it('leaves out the classes already past, and a class that has started is past', () => {
    const during = new Date('2027-01-20T21:30:00Z'); // Wednesday 20 January, 16:30 in Lima
    expect(upcomingClasses(course(), during).map((lesson) => limaWall(lesson.start))).toEqual([
      'Mon 2027-01-25 16:00',
      'Wed 2027-01-27 16:00',
      'Mon 2027-02-01 16:00',
      'Wed 2027-02-03 16:00',
    ]);
    const atStart = new Date('2027-01-20T21:00:00Z');
    expect(upcomingClasses(course(), atStart)).toHaveLength(5);
  });

  it('never goes past the end date, even with sessions left', () => {
    const classes = upcomingClasses(course({ end: '2027-01-24', numberOfSessions: 8 }), BEFORE_START);
    expect(classes.map((lesson) => limaWall(lesson.start))).toEqual([
      'Mon 2027-01-11 16:00',
      'Wed 2027-01-13 16:00',
      'Mon 2027-01-18 16:00',
      'Wed 2027-01-20 16:00',
    ]);
  });

  it('includes a class on the end date itself', () => {
    expect(upcomingClasses(course({ end: '2027-01-20' }), BEFORE_START)).toHaveLength(4);
  });

  it('keeps the Lima day of a late class that is already the next day in UTC', () => {
    const [first] = upcomingClasses(course({ slots: [slot('Lunes', '20:00', '21:30')] }), BEFORE_START);
    expect(first.start.toISOString()).toBe('2027-01-12T01:00:00.000Z');
    expect(first.start.getUTCDay()).toBe(2);
    expect(limaWall(first.start)).toBe('Mon 2027-01-11 20:00');
  });

  it('accepts day names with or without accents, in any case', () => {
    const names = ['Miercoles', 'miércoles', 'MIÉRCOLES', ' miercoles '];
    for (const name of names) {
      const [first] = upcomingClasses(course({ slots: [slot(name)] }), BEFORE_START);
      expect(limaWall(first.start), name).toBe('Wed 2027-01-13 16:00');
    }
    const [saturday] = upcomingClasses(course({ slots: [slot('sabado')] }), BEFORE_START);
    expect(limaWall(saturday.start)).toBe('Sat 2027-01-16 16:00');
  });

  it('puts two classes on the same day in hour order', () => {
    const slots = [slot('Lunes', '18:00', '19:00'), slot('Lunes', '09:00', '10:00')];
    const classes = upcomingClasses(course({ slots, numberOfSessions: 3 }), BEFORE_START);
    expect(classes.map((lesson) => limaWall(lesson.start))).toEqual([
      'Mon 2027-01-11 09:00',
      'Mon 2027-01-11 18:00',
      'Mon 2027-01-18 09:00',
    ]);
  });

  it('respects a limit', () => {
    expect(upcomingClasses(course(), BEFORE_START, 1)).toHaveLength(1);
  });
});

describe('a course that offers no calendar', () => {
  it('an invalid day name: null, and one warning line without personal data', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const input = course({ slots: [slot('Lunes'), slot('Lunez')] });
    expect(calendarLinks(input, BEFORE_START)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(calendarFile(input, BEFORE_START)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);

    const [args] = warn.mock.calls;
    expect(args).toHaveLength(1);
    const line = String(args[0]);
    expect(line).toContain('Lunez');
    expect(line).not.toContain('\n');
    for (const personal of ['Sofía', 'Robótica', '42', 'zoom']) expect(line).not.toContain(personal);
  });

  it('no class date in the date range: null and a warning', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const input = course({ start: '2027-01-11', end: '2027-01-14', slots: [slot('Viernes')] });
    expect(calendarLinks(input, BEFORE_START)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/no class date/);
  });

  it('unreadable hours or dates: null and a warning', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(calendarLinks(course({ slots: [slot('Lunes', '17:30', '16:00')] }), BEFORE_START)).toBeNull();
    expect(calendarLinks(course({ slots: [slot('Lunes', '4 PM', '5 PM')] }), BEFORE_START)).toBeNull();
    expect(calendarLinks(course({ start: '2027-02-30' }), BEFORE_START)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('zero remaining classes: null, silently (a course that ended is normal)', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const afterLast = new Date('2027-02-04T00:00:00Z');
    expect(calendarLinks(course(), afterLast)).toBeNull();
    expect(calendarFile(course(), afterLast)).toBeNull();
    expect(calendarLinks(course({ numberOfSessions: 0 }), BEFORE_START)).toBeNull();
    expect(upcomingClasses(course(), afterLast)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('not scheduled yet (no group, no start date, no slots): null, silently', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(calendarLinks(course({ group: null }), BEFORE_START)).toBeNull();
    expect(calendarLinks(course({ start: null }), BEFORE_START)).toBeNull();
    expect(calendarFile(course({ slots: [] }), BEFORE_START)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
