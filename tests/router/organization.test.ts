import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { rosterPage } from '../../mocks/handlers/organization-roster';
import { runWithScenario } from '../../mocks/scenarios/context';
import { clearUserCaches } from '../../server/cache/user-cache';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller, visitorCaller } from '../support/caller';

const NO_FILTERS = { course: null, status: null, search: '' };

// The name and figures are kept per user for 30 s: each test starts from the upstream.
beforeEach(clearUserCaches);

/** Counts the requests to the organizations API while `run` runs. */
async function countingCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  mockServer.use(
    http.get(`${MOCK_API_URL}/api/organizations/*`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      return undefined;
    }),
  );
  const result = await run();
  return { result, calls };
}

describe('organization.dashboard', () => {
  it('org@ sees organization 1: name, figures over the whole roster, page 1 of 3', async () => {
    const { caller } = await signedInCaller('org@example.com');
    const dashboard = await caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 });
    expect(dashboard.organization).toEqual({ id: 1, name: 'Colegio San Martín de Porres', city: 'Lima' });
    expect(dashboard.summary).toEqual({
      students: 27,
      activeCourses: 1,
      averageProgress: 44,
      certificates: 7,
    });
    expect(dashboard.page).toMatchObject({ page: 1, pageCount: 3, total: 28, from: 1, to: 10 });
    expect(dashboard.courses.map((c) => c.name)).toEqual([
      'Animación con Scratch',
      'Curso de Videojuegos con Roblox',
      'Python para Jóvenes',
      'Robótica con micro:bit',
    ]);
    expect(dashboard.page.items[0]).toMatchObject({
      studentName: 'Adriana Paredes Luna',
      courseName: 'Curso de Videojuegos con Roblox',
      groupName: 'Grupo 5.º A — Lunes y Miércoles',
      schedule: 'Lunes y Miércoles de 3:00 PM a 4:30 PM',
      teacher: 'Jorge Mendoza Ríos',
      statusLabel: 'En progreso',
      progress: 55,
      certificate: null,
    });
  });

  it('the fixtures cover every status label', async () => {
    const { caller } = await signedInCaller('org@example.com');
    const { rows } = await caller.organization.export({ id: 1, filters: NO_FILTERS });
    expect(new Set(rows.map((r) => r.statusLabel))).toEqual(
      new Set(['Programado', 'En progreso', 'Completado', 'Proximamente', 'Por definir', 'No completado']),
    );
  });

  it('filters, searches and paginates upstream: three calls, then only the page once name and figures are kept', async () => {
    const { caller } = await signedInCaller('org@example.com');
    let first = true;
    for (const [filters, page, total, query] of [
      [NO_FILTERS, 3, 28, 'page=3&page_size=10'],
      [{ ...NO_FILTERS, course: 2008 }, 1, 8, 'page=1&page_size=10&course=2008'],
      [{ ...NO_FILTERS, status: 'abandoned' as const }, 1, 2, 'page=1&page_size=10&status=abandoned'],
      [{ ...NO_FILTERS, search: 'nahui' }, 1, 1, 'page=1&page_size=10&search=nahui'],
    ] as const) {
      const { result, calls } = await countingCalls(() =>
        caller.organization.dashboard({ id: 1, filters, page }),
      );
      expect(result.page.total).toBe(total);
      expect(result.summary.students).toBe(27);
      expect(calls.sort()).toEqual(
        first
          ? [
              '/api/organizations/1/',
              `/api/organizations/1/students/?${query}`,
              '/api/organizations/1/summary/',
            ]
          : [`/api/organizations/1/students/?${query}`],
      );
      first = false;
    }
  });

  it('a roster the upstream changed is shown changed on the next view', async () => {
    const { caller } = await signedInCaller('org@example.com');
    const ask = () => caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 });
    const first = await ask();
    const { result: again, calls } = await countingCalls(ask);
    // Still asked of the upstream on every view (a removed member is refused at once)…
    expect(calls).toEqual(['/api/organizations/1/students/?page=1&page_size=10']);
    expect(again).toEqual(first);

    const answer = rosterPage(1, { page: 1, page_size: 10 });
    const changed = {
      ...answer,
      data: answer.data.map((row, index) => (index === 0 ? { ...row, progress: 91 } : row)),
    };
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/organizations/1/students/`, () => HttpResponse.json(changed)),
    );
    const after = await ask();
    expect(after.page.items[0]).toMatchObject({ studentName: 'Adriana Paredes Luna', progress: 91 });
    expect(first.page.items[0]?.progress).toBe(55);
  });

  it('a coordinator whose access the upstream withdrew is refused on the next view, whatever was read before', async () => {
    const { caller } = await signedInCaller('org@example.com');
    const ask = () => caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 });
    await ask();
    await ask();
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/organizations/1/students/`, () =>
        HttpResponse.json({ detail: 'No tiene permiso.' }, { status: 403 }),
      ),
    );
    await expect(ask()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the kept name and figures are per user: org2@ gets its own, with its own calls', async () => {
    await (
      await signedInCaller('org@example.com')
    ).caller.organization.dashboard({
      id: 1,
      filters: NO_FILTERS,
      page: 1,
    });
    const { caller } = await signedInCaller('org2@example.com');
    const { result, calls } = await countingCalls(() =>
      caller.organization.dashboard({ id: 2, filters: NO_FILTERS, page: 1 }),
    );
    expect(result.organization.name).toBe('Minera Andina S.A.C. — Programa Familias Digitales');
    expect(result.summary.students).toBe(3);
    expect(calls).toContain('/api/organizations/2/summary/');
  });

  it('org@ asking for organization 2 → NOT_FOUND, and the upstream is never asked', async () => {
    const { caller } = await signedInCaller('org@example.com');
    const { calls } = await countingCalls(() =>
      expect(caller.organization.dashboard({ id: 2, filters: NO_FILTERS, page: 1 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      }),
    );
    expect(calls).toEqual([]);
  });

  it.each(['padre@example.com', 'alumno@example.com'])('%s → NOT_FOUND', async (email) => {
    const { caller } = await signedInCaller(email);
    await expect(
      caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.organization.export({ id: 1, filters: NO_FILTERS })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('second layer: a session claiming organization 2 is refused by the upstream (403) → NOT_FOUND, no data', async () => {
    const { context } = await signedInCaller('org@example.com');
    const forged = createCaller({ ...context, auth: { ...context.auth!, organizationId: 2 } });
    await expect(
      forged.organization.dashboard({ id: 2, filters: NO_FILTERS, page: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(forged.organization.export({ id: 2, filters: NO_FILTERS })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('an organization the upstream does not know (404) → NOT_FOUND', async () => {
    const { context } = await signedInCaller('org@example.com');
    const forged = createCaller({ ...context, auth: { ...context.auth!, organizationId: 99 } });
    await expect(
      forged.organization.dashboard({ id: 99, filters: NO_FILTERS, page: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('org2@ sees only organization 2', async () => {
    const { caller } = await signedInCaller('org2@example.com');
    const { organization, rows } = await caller.organization.export({ id: 2, filters: NO_FILTERS });
    expect(organization.name).toBe('Minera Andina S.A.C. — Programa Familias Digitales');
    expect(rows.map((r) => r.studentName)).toEqual([
      'Rodrigo Apaza Condori',
      'Lucía Pinto Zevallos',
      'Mateo Linares Cornejo',
    ]);
    await expect(caller.organization.export({ id: 1, filters: NO_FILTERS })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a visitor → UNAUTHORIZED', async () => {
    await expect(
      visitorCaller().organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an upstream 500 → BAD_GATEWAY', async () => {
    const { caller } = await signedInCaller('org@example.com');
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/organizations/1/students/`, () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    );
    await expect(
      caller.organization.dashboard({ id: 1, filters: NO_FILTERS, page: 1 }),
    ).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
  });

  it('maintenance (503) → SERVICE_UNAVAILABLE', async () => {
    const { caller } = await signedInCaller('org@example.com');
    await expect(
      runWithScenario('maintenance', () => caller.organization.export({ id: 1, filters: NO_FILTERS })),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('refuses a malformed status filter', async () => {
    const { caller } = await signedInCaller('org@example.com');
    await expect(
      caller.organization.dashboard({
        id: 1,
        // @ts-expect-error: not a status key
        filters: { ...NO_FILTERS, status: 'borrado' },
        page: 1,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
