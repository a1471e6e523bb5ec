/**
 * The per-user cache of upstream answers (server/cache/user-cache.ts, decision 040) and the
 * parents' one-child enrolments call: a user's answers are kept for that user only, dropped when
 * the user's data changes (a version in the shared store, so every worker sees it), and a page
 * about one child asks for that child's enrolments alone.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/db';
import { forgetUserData } from '../../server/cache/user-cache';
import { runInRequest } from '../../server/log/request-context';
import { signedInCaller } from '../support/caller';

function countRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  mockServer.events.on('request:start', listener);
  return { urls, stop: () => mockServer.events.removeListener('request:start', listener) };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : 'other'),
  );

describe('enrollments.byChild', () => {
  it("one upstream call with ?student=, and only that child's paths and courses", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const requests = countRequests();
    const sofia = await caller.enrollments.byChild({ childId: 501 });
    requests.stop();
    expect(requests.urls).toHaveLength(1);
    expect(new URL(requests.urls[0]).searchParams.get('student')).toBe('501');
    expect(sofia.learningPaths.length).toBeGreaterThan(0);
    expect(sofia.learningPaths.every((path) => path.student.id === 501)).toBe(true);
    expect(sofia.courses.every((course) => course.student.id === 501)).toBe(true);
    const diego = await caller.enrollments.byChild({ childId: 502 });
    expect(diego.courses.map((course) => course.id)).toEqual([6201, 6202, 6203, 6204]);
  });

  it("another family's child is NOT_FOUND", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(await codeOf(caller.enrollments.byChild({ childId: 503 }))).toBe('NOT_FOUND');
  });
});

describe('per-user cache', () => {
  it('a second view within the TTL asks the upstream nothing', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const first = await caller.parents.children();
    const requests = countRequests();
    expect(await caller.parents.children()).toEqual(first);
    requests.stop();
    expect(requests.urls).toEqual([]);
  });

  it("never hands one user's answer to another", async () => {
    const { caller: padre } = await signedInCaller('padre@example.com');
    const { caller: mama } = await signedInCaller('mama.mx@example.com');
    expect((await padre.parents.children()).map((child) => child.id)).toEqual([501, 502]);
    expect((await mama.parents.children()).map((child) => child.id)).toEqual([503]);
    expect((await padre.parents.children()).map((child) => child.id)).toEqual([501, 502]);
  });

  it("a change of the user's data (from any worker) is seen at the next view", async () => {
    const { caller, answer } = await signedInCaller('padre@example.com');
    await caller.parents.children();
    db.child.create({
      id: 599,
      parentId: answer.user.id,
      first_name: 'Lucía',
      last_name: 'Quispe Vargas',
      email: 'lucia.quispe@alumnos.kodea.pe',
      password: 'Lucia-2026',
      icon_id: 4,
    });
    // Within the TTL, and without a change of this user's: the copy (what makes a view cheap).
    expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502]);
    await forgetUserData(answer.user.id);
    expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502, 599]);
  });

  it('a failed call is not kept: the next view asks again', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/certificates/`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    expect(await codeOf(caller.student.certificates())).not.toBe('ok');
    expect((await caller.student.certificates()).length).toBeGreaterThan(0);
  });

  describe('within one request', () => {
    it('the organization dashboard asks its heading once, its roster page on every view', async () => {
      const { caller } = await signedInCaller('org@example.com');
      const view = () =>
        caller.organization.dashboard({
          id: 1,
          filters: { course: null, status: null, search: '' },
          page: 1,
        });
      const requests = countRequests();
      try {
        await runInRequest('first', async () => void (await view()));
        await runInRequest('second', async () => void (await view()));
      } finally {
        requests.stop();
      }
      // Name and figures asked once, the roster page on every view.
      const paths = requests.urls.map((url) => new URL(url).pathname);
      expect(paths.filter((path) => path === '/api/organizations/1/')).toHaveLength(1);
      expect(paths.filter((path) => path === '/api/organizations/1/summary/')).toHaveLength(1);
      expect(paths.filter((path) => path === '/api/organizations/1/students/')).toHaveLength(2);
    });

    it("the user's own change in the request is seen by what the request reads next", async () => {
      const { caller, answer } = await signedInCaller('padre@example.com');
      await runInRequest('action', async () => {
        expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502]);
        db.child.create({
          id: 598,
          parentId: answer.user.id,
          first_name: 'Mateo',
          last_name: 'Quispe Vargas',
          email: 'mateo.quispe@alumnos.kodea.pe',
          password: 'Mateo-2026',
          icon_id: 2,
        });
        await forgetUserData(answer.user.id);
        expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502, 598]);
      });
    });
  });
});
