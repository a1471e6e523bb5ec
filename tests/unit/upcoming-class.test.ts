/**
 * The next window a page's timer shows 'Entrar a la clase' in (issue 77): the one open now, else
 * the next this week; none for an ended, abandoned or not yet started course.
 */
import { describe, expect, it } from 'vitest';
import { upcomingClass, type WeeklyClass } from '../../server/student/live-class';

const MON_WED_4PM: WeeklyClass[] = [
  { day: 'Lunes', hour: '16:00' },
  { day: 'Miércoles', hour: '16:00' },
];
const LINK = 'https://zoom.us/j/81234567890';
const lima = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const started = { classes: MON_WED_4PM, link: LINK, status: 'in_progress', initialDate: '2026-09-07' };
/** The window, its start, and whether the link shows now and the class is running (issue 77). */
const window = (opens: string, starts: string, ends: string, open = false, inProgress = false) => ({
  link: LINK,
  opensAt: lima(opens).toISOString(),
  startsAt: lima(starts).toISOString(),
  endsAt: lima(ends).toISOString(),
  open,
  inProgress,
});

describe('upcomingClass', () => {
  it.each([
    ['2026-11-23T09:00:00', window('2026-11-23T15:45:00', '2026-11-23T16:00:00', '2026-11-23T17:30:00')],
    [
      '2026-11-23T16:10:00',
      window('2026-11-23T15:45:00', '2026-11-23T16:00:00', '2026-11-23T17:30:00', true, true),
    ],
    ['2026-11-23T17:30:00', window('2026-11-25T15:45:00', '2026-11-25T16:00:00', '2026-11-25T17:30:00')],
    ['2026-11-26T10:00:00', window('2026-11-30T15:45:00', '2026-11-30T16:00:00', '2026-11-30T17:30:00')],
  ])('Lima %s', (local, expected) => {
    expect(upcomingClass(started, lima(local))).toEqual(expected);
  });

  it('none for an ended, abandoned, linkless or not yet started course', () => {
    const now = lima('2026-11-23T09:00:00');
    expect(upcomingClass({ ...started, status: 'has_ended' }, now)).toBeNull();
    expect(upcomingClass({ ...started, state: 'abandoned' }, now)).toBeNull();
    expect(upcomingClass({ ...started, link: null }, now)).toBeNull();
    expect(upcomingClass({ ...started, initialDate: '2027-01-04' }, now)).toBeNull();
  });
});
