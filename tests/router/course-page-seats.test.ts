/**
 * A course's own page says its seats (issue 76 point 2): each group 'Últimos cupos' / 'Sin cupos',
 * and a course with nothing left says so and offers the waitlist where /pagar keeps it (decision
 * 093) — read in the page's one round of upstream calls.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { fillCourseSeats } from '../../mocks/waitlist/course-seats';
import { scopeOfUser } from '../../mocks/waitlist/seats';
import { logger } from '../../server/log/logger';
import { loadCourseLinkPage } from '../../app/routes/cursos.$slug/course-link-page.server';
import { CourseFull, GroupSeatBadge } from '../../app/components/catalogue/course-seats';
import { upstreamRounds } from '../support/upstream-rounds';

/** 'Dibujo y animación digital': grp-4-1 full, grp-4-2 with one seat left (fixtures). */
const DIBUJO = 'curso-de-dibujo-y-animacion-digital';
const visit = (slug: string) => loadCourseLinkPage(new Request(`http://localhost/cursos/${slug}`), slug);

describe("a course's page and its seats", () => {
  it("says each group's seats, in the same round as the page", async () => {
    const { result, rounds, calls } = await upstreamRounds(() => visit(DIBUJO));
    expect(rounds).toBe(1);
    expect(calls.some((call) => call.includes(`/api/waitlist/courses/${DIBUJO}/`))).toBe(true);
    expect(result.kind === 'course' && result.seats).toEqual({
      full: false,
      groups: [
        { id: 'grp-4-1', seats: 'none' },
        { id: 'grp-4-2', seats: 'last' },
      ],
    });
  });

  it('with every group full: the course is full, and its waitlist is the one /pagar offers', async () => {
    expect(fillCourseSeats(scopeOfUser(null), DIBUJO, null)).toBe(true);
    const page = await visit(DIBUJO);
    expect(page.kind === 'course' && page.seats?.full).toBe(true);
    expect(page.kind === 'course' && page.waitlistUrl).toBe(`/pagar?curso=${DIBUJO}`);
  });

  it('a pack says nothing of seats, and logs no failure', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const page = await visit('pack-roblox-y-minecraft');
    expect(page.kind).toBe('pack');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('what the page shows of them', () => {
  it("a full course: 'Sin cupos', why, and 'Unirme a la lista de espera' to /pagar", () => {
    const html = renderToStaticMarkup(createElement(CourseFull, { waitlistUrl: `/pagar?curso=${DIBUJO}` }));
    expect(html).toContain('Sin cupos');
    expect(html).toContain('Todos los grupos de este curso están llenos.');
    expect(html).toContain(`href="/pagar?curso=${DIBUJO}">Unirme a la lista de espera</a>`);
  });

  it('a group: its last seats or none; an open group says nothing', () => {
    const badge = (state: 'open' | 'last' | 'none') =>
      renderToStaticMarkup(createElement(GroupSeatBadge, { state }));
    expect(badge('last')).toContain('Últimos cupos');
    expect(badge('none')).toContain('Sin cupos');
    expect(badge('open')).toBe('');
  });
});
