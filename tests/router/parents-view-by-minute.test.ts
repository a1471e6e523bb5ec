/**
 * The parents' zone keeps its view model while its answers are fresh, one per selection, zone
 * and minute (decision 044). That is only right if the view made at any instant of a minute is
 * the view made at its first instant: checked here for the fixture family across a week of
 * their classes, and at every second around the moments a class link opens and a class ends.
 */
import { describe, expect, it } from 'vitest';
import { calendarViews } from '../../app/lib/parents-calendar.server';
import { buildParentsDashboard, shownEnrolmentIds } from '../../server/parents/dashboard-view';
import { minuteOf } from '../../server/cache/made-from';
import { signedInCaller } from '../support/caller';

const instants = (from: string, stepMs: number, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(new Date(from).getTime() + i * stepMs));
const startOfMinute = (now: Date) => new Date(minuteOf(now) * 60_000);

describe('the parents’ zone view by minute', () => {
  it.each([['rutas' as const], ['cursos' as const]])(
    'the view made at any instant of a minute is the view made at its start (%s tab)',
    async (tab) => {
      const { caller } = await signedInCaller('padre@example.com');
      const children = await caller.parents.children();
      const childId = children[0].id;
      const share = await caller.parents.childEnrolments({ childId });
      const recommended = await caller.parents.recommended({ childId });
      const selected = { child: children[0], ...share };
      const page = (now: Date) => {
        const view = buildParentsDashboard({
          children: children.map((child) =>
            child.id === childId ? selected : { child, learningPaths: [], courses: [] },
          ),
          selection: { childId, tab },
          timeZone: 'America/Lima',
          countryCode: 'PE',
          chatNumber: '51987654321',
          bannerDismissed: false,
          now,
          recommended: [...recommended.courses, ...recommended.learningPaths],
        });
        if (view.notFound) throw new Error('the fixture child is the parent’s');
        return JSON.stringify({ view, calendars: calendarViews(selected, now, shownEnrolmentIds(view)) });
      };
      // Sofía's group meets on Tuesdays and Thursdays at 16:00 in Lima (21:00 UTC).
      const week = instants('2026-11-23T05:00:00Z', 7 * 60_000 + 13_000, 7 * 24 * 8);
      const aroundClass = [
        ...instants('2026-11-24T20:43:00Z', 1_000, 240),
        ...instants('2026-11-24T22:28:00Z', 1_000, 240),
      ];
      let changes = 0;
      let previous: string | null = null;
      for (const now of [...week, ...aroundClass]) {
        const made = page(now);
        expect(made).toBe(page(startOfMinute(now)));
        if (previous !== null && made !== previous) changes += 1;
        previous = made;
      }
      // The instants cross moments where the page does change (else this would prove little).
      expect(changes).toBeGreaterThan(0);
    },
  );

  it('the answers a view is made from are the same objects while they are fresh', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(await caller.parents.children()).toBe(await caller.parents.children());
    const share = await caller.parents.childEnrolments({ childId: 501 });
    expect(await caller.parents.childEnrolments({ childId: 501 })).toBe(share);
    expect(await caller.parents.childEnrolments({ childId: 502 })).not.toBe(share);
    expect(await caller.parents.recommended({ childId: 501 })).toBe(
      await caller.parents.recommended({ childId: 501 }),
    );
  });
});
