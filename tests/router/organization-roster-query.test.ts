/**
 * The roster's query parameters end to end against the simulated upstream (decision 039): each
 * filter, the search (case, accents, several words), the page bounds, the figures and the page
 * window, the mock's own 400 for a bad query, and another organization's roster refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import type { StatusKey } from '../../server/parents/course-status';
import { clearUserCaches } from '../../server/cache/user-cache';
import { signedInCaller } from '../support/caller';

beforeEach(clearUserCaches);

interface Filters {
  course: number | null;
  status: StatusKey | null;
  search: string;
}
const NO_FILTERS: Filters = { course: null, status: null, search: '' };

async function org1() {
  const { caller, context } = await signedInCaller('org@example.com');
  const dashboard = (
    filters: Partial<typeof NO_FILTERS> | { status: 'abandoned' | 'in_progress' },
    page = 1,
  ) => caller.organization.dashboard({ id: 1, filters: { ...NO_FILTERS, ...filters }, page });
  return { caller, dashboard, bearer: context.auth?.refreshToken ?? '' };
}

const names = (page: { items: { studentName: string }[] }) => page.items.map((row) => row.studentName);

describe('organization roster: filters upstream', () => {
  it('course: only that course; status: abandoned is the state, any other status leaves it out', async () => {
    const { dashboard } = await org1();
    const scratch = await dashboard({ course: 2008 });
    expect(scratch.page.total).toBe(8);
    expect(scratch.page.items.every((row) => row.courseId === 2008)).toBe(true);
    expect((await dashboard({ status: 'abandoned' })).page.items.map((row) => row.statusLabel)).toEqual([
      'No completado',
      'No completado',
    ]);
    // Roblox has 8 students 'in_progress', one of them abandoned: 7 show 'En progreso'.
    const active = await dashboard({ status: 'in_progress' });
    expect(active.page.total).toBe(7);
    expect(active.page.items.every((row) => row.statusLabel === 'En progreso')).toBe(true);
    expect((await dashboard({ course: 2008, status: 'abandoned' })).page.items).toHaveLength(1);
  });

  it('search: any case, no accents needed, every word anywhere in the name', async () => {
    const { dashboard } = await org1();
    expect(names((await dashboard({ search: 'NAHUI' })).page)).toEqual(['Camila Ñahui Quispe']);
    expect(names((await dashboard({ search: 'gutierrez elena' })).page)).toEqual(['Elena Gutiérrez Soto']);
    expect((await dashboard({ search: 'mendoza pérez' })).page.total).toBe(0);
    const none = await dashboard({ search: 'zzz' });
    expect(none.page).toMatchObject({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
    expect(none.window).toEqual([]);
  });

  it('pages: 10 a page, a page past the end is the last one, the window of links', async () => {
    const { dashboard } = await org1();
    const last = await dashboard({}, 3);
    expect(last.page).toMatchObject({ page: 3, pageCount: 3, total: 28, from: 21, to: 28 });
    expect(last.page.items).toHaveLength(8);
    expect((await dashboard({}, 99)).page.page).toBe(3);
    expect(last.window).toEqual([1, 2, 3]);
  });

  it('figures and course options come from the summary, over the whole roster whatever the filter', async () => {
    const { dashboard } = await org1();
    const filtered = await dashboard({ course: 2009 });
    expect(filtered.summary).toEqual({
      students: 27,
      activeCourses: 1,
      averageProgress: 44,
      certificates: 7,
    });
    expect(filtered.courses.map((c) => c.id)).toEqual([2008, 2005, 2010, 2009]);
  });

  it('a page number below 1 or beyond the URL bound is refused before any call', async () => {
    const { caller } = await org1();
    for (const page of [0, -1, 1.5, 1_000_000])
      await expect(caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page })).rejects.toMatchObject(
        { code: 'BAD_REQUEST' },
      );
  });
});

describe('the simulated upstream validates its query (zod) and its members', () => {
  const students = (id: number, query: string, bearer: string) =>
    fetch(`${MOCK_API_URL}/api/organizations/${id}/students/?${query}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });

  it.each([
    ['page=0', 'page'],
    ['page_size=501', 'page_size'],
    ['status=borrado', 'status'],
    ['course=abc', 'course'],
    [`search=${'a'.repeat(81)}`, 'search'],
    ['orden=nombre', 'unrecognized_keys'],
  ])('%s → 400 naming %s', async (query, field) => {
    const { bearer } = await org1();
    const answer = await students(1, query, bearer);
    expect(answer.status).toBe(400);
    expect(Object.keys(await answer.json())).toContain(field);
  });

  it("another organization's roster or summary → 403; an unknown one → 404", async () => {
    const { bearer } = await org1();
    expect((await students(2, 'page=1', bearer)).status).toBe(403);
    const summary = await fetch(`${MOCK_API_URL}/api/organizations/2/summary/`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(summary.status).toBe(403);
    expect((await students(99, 'page=1', bearer)).status).toBe(404);
  });
});
