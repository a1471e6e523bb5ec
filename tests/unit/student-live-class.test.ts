import { describe, expect, it } from 'vitest';
import { studentSchedule } from '../../server/student/course-schedule';
import { liveClassLink, liveWindow, type WeeklyClass } from '../../server/student/live-class';

const MON_WED_4PM: WeeklyClass[] = [
  { day: 'Lunes', hour: '16:00' },
  { day: 'Miércoles', hour: '16:00' },
];
const LINK = 'https://zoom.us/j/81234567890';
/** Lima is UTC−5 all year: Monday 2026-11-23 16:00 in Lima is 21:00 UTC. */
const lima = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

const started = { classes: MON_WED_4PM, link: LINK, status: 'in_progress', initialDate: '2026-09-07' };

describe('liveWindow / liveClassLink (15 min before start until the 90-minute class ends)', () => {
  it.each([
    ['2026-11-23T15:44:59', null],
    ['2026-11-23T15:45:00', LINK],
    ['2026-11-23T16:00:00', LINK],
    ['2026-11-23T17:29:59', LINK],
    ['2026-11-23T17:30:00', null],
    ['2026-11-25T16:10:00', LINK],
  ])('Lima %s → %s', (local, expected) => {
    expect(liveClassLink(started, lima(local))).toBe(expected);
  });

  it('not on a day without class, whatever the hour', () => {
    expect(liveClassLink(started, lima('2026-11-24T16:10:00'))).toBeNull();
    expect(liveWindow(MON_WED_4PM, lima('2026-11-22T16:10:00'))).toBeNull();
  });

  it('uses Lima’s day, not UTC’s: Monday 20:00 Lima is Tuesday in UTC', () => {
    const late: WeeklyClass[] = [{ day: 'Lunes', hour: '20:00' }];
    const now = lima('2026-11-23T20:30:00');
    expect(now.getUTCDay()).toBe(2);
    expect(liveWindow(late, now)).toEqual({
      start: new Date('2026-11-24T01:00:00Z'),
      end: new Date('2026-11-24T02:30:00Z'),
    });
  });

  it('across Lima’s midnight: a late class stays live after it, an early one opens before it', () => {
    const late: WeeklyClass[] = [{ day: 'Lunes', hour: '23:30' }];
    expect(liveWindow(late, lima('2026-11-24T00:30:00'))).toEqual({
      start: lima('2026-11-23T23:30:00'),
      end: lima('2026-11-24T01:00:00'),
    });
    expect(liveWindow(late, lima('2026-11-24T01:00:00'))).toBeNull();
    const early: WeeklyClass[] = [{ day: 'Martes', hour: '00:05' }];
    expect(liveWindow(early, lima('2026-11-23T23:49:59'))).toBeNull();
    expect(liveWindow(early, lima('2026-11-23T23:50:00'))?.start).toEqual(lima('2026-11-24T00:05:00'));
    expect(liveClassLink({ ...started, classes: late }, lima('2026-11-24T00:10:00'))).toBe(LINK);
  });

  it('never for a course not started yet, ended, abandoned, or without a link', () => {
    const monday = lima('2026-11-23T16:00:00');
    expect(liveClassLink({ ...started, initialDate: '2027-01-11' }, monday)).toBeNull();
    expect(liveClassLink({ ...started, initialDate: null }, monday)).toBeNull();
    expect(liveClassLink({ ...started, status: 'has_ended' }, monday)).toBeNull();
    expect(liveClassLink({ ...started, state: 'abandoned' }, monday)).toBeNull();
    expect(liveClassLink({ ...started, link: null }, monday)).toBeNull();
    expect(liveClassLink({ ...started, initialDate: '2026-11-23' }, monday)).toBe(LINK);
  });

  it('ignores slots with an unknown day or hour', () => {
    const bad: WeeklyClass[] = [
      { day: 'Lunez', hour: '16:00' },
      { day: 'Lunes', hour: 'tarde' },
    ];
    expect(liveWindow(bad, lima('2026-11-23T16:00:00'))).toBeNull();
  });
});

describe('studentSchedule (weekly classes in the student zone)', () => {
  const now = lima('2026-11-22T10:00:00');

  it("Lima: 'Lunes y Miércoles de 4:00 PM a 5:30 PM'", () => {
    expect(studentSchedule(MON_WED_4PM, '2026-09-07', 'America/Lima', now)).toEqual({
      lines: [
        {
          days: 'Lunes y Miércoles',
          hours: '4:00 PM a 5:30 PM',
          text: 'Lunes y Miércoles de 4:00 PM a 5:30 PM',
        },
      ],
      zoneLabel: 'hora de Perú',
    });
  });

  it('Madrid: the same classes at 10:00 PM, still Monday and Wednesday', () => {
    expect(studentSchedule(MON_WED_4PM, '2026-09-07', 'Europe/Madrid', now)?.lines[0].text).toBe(
      'Lunes y Miércoles de 10:00 PM a 11:30 PM',
    );
  });

  it('Tokyo: a 4 PM Lima class falls on the next day there', () => {
    expect(studentSchedule(MON_WED_4PM, '2026-09-07', 'Asia/Tokyo', now)?.lines[0].text).toBe(
      'Martes y Jueves de 6:00 AM a 7:30 AM',
    );
  });

  it('no classes → null', () => {
    expect(studentSchedule([], '2026-09-07', 'America/Lima', now)).toBeNull();
  });
});
