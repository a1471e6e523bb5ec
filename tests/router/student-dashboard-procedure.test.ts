/**
 * student.dashboard: the student dashboard's three answers in one call, with the same failures as
 * the three procedures it stands for (decision 054): banners never fail it, a failed course or
 * certificate list does, a refused session is UNAUTHORIZED, and one student never gets another's.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';

describe('student.dashboard', () => {
  it('answers what courses, certificates and banners answer apart', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const dashboard = await caller.student.dashboard();
    expect(dashboard).toEqual({
      courses: await caller.enrollments.list(),
      certificates: await caller.student.certificates(),
      banners: await caller.student.banners(),
    });
    expect(dashboard.courses.length).toBeGreaterThan(0);
    expect(dashboard.banners.length).toBeGreaterThan(0);
  });

  it('banners failing leave the rest of the dashboard whole', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const dashboard = await runWithScenario('banners-error', () => caller.student.dashboard());
    expect(dashboard.banners).toEqual([]);
    expect(dashboard.courses.length).toBeGreaterThan(0);
  });

  it('a failed certificate list fails the call', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/certificates/`, () =>
        HttpResponse.json({ detail: 'Error interno del servidor' }, { status: 500 }),
      ),
    );
    await expect(caller.student.dashboard()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });

  it('each student gets their own answers, read right after another student’s', async () => {
    const { caller: alumno } = await signedInCaller('alumno@example.com');
    const { caller: nuevo } = await signedInCaller('nuevo@example.com');
    const first = await alumno.student.dashboard();
    const second = await nuevo.student.dashboard();
    expect(first.courses.length).toBeGreaterThan(0);
    expect(second.courses).toEqual(await nuevo.enrollments.list());
    const ids = new Set(first.courses.map((course) => course.id));
    expect(second.courses.some((course) => ids.has(course.id))).toBe(false);
  });

  it('a visitor is UNAUTHORIZED', async () => {
    await expect(visitorCaller().student.dashboard()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
