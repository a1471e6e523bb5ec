/**
 * The public upstream cache: a hit costs no request; per-user calls are never cached; a 503 is
 * shown on a miss at once and never hidden longer than the fresh TTL once it is seen.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_CONTENT_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { clearPublicCache, PUBLIC_TTL_MS } from '../../server/cache/public-cache';
import { signedInCaller, visitorCaller } from '../support/caller';

function countRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  mockServer.events.on('request:start', listener);
  return { urls, stop: () => mockServer.events.removeListener('request:start', listener) };
}

const trpcCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : 'other'),
  );

afterEach(() => vi.useRealTimers());

describe('public upstream cache', () => {
  it('a second catalogue read is served without calling the content service', async () => {
    const first = await visitorCaller().courses.list();
    const requests = countRequests();
    const second = await visitorCaller().courses.list();
    requests.stop();
    expect(second).toEqual(first);
    expect(requests.urls).toEqual([]);
  });

  it("per-user calls (with the user's credential) never come from the public cache", async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    await caller.enrollments.list();
    // The same URL for another user: their own answer, from the upstream (decision 040 keeps a
    // user's answers for that user only, in server/cache/user-cache.ts).
    const { caller: other } = await signedInCaller('nuevo@example.com');
    const requests = countRequests();
    await other.enrollments.list();
    requests.stop();
    expect(requests.urls.some((url) => url.includes('/api/enrollments/'))).toBe(true);
  });

  it('maintenance on a miss shows at once', async () => {
    const code = await runWithScenario('maintenance', () => trpcCode(visitorCaller().courses.list()));
    expect(code).toBe('SERVICE_UNAVAILABLE');
  });

  it('once the fresh TTL passes, a refresh that finds maintenance makes the next request show it', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12), toFake: ['Date'] });
    await visitorCaller().courses.list();
    mockServer.use(
      http.get(`${MOCK_CONTENT_URL}/entries`, () =>
        HttpResponse.json({ detail: 'mantenimiento' }, { status: 503 }),
      ),
    );
    // Within the fresh TTL the cached catalogue is still served.
    vi.setSystemTime(Date.now() + PUBLIC_TTL_MS - 1_000);
    expect(await trpcCode(visitorCaller().courses.list())).toBe('ok');
    // Past it: served stale once while the refresh runs and meets the 503 ...
    vi.setSystemTime(Date.now() + 2_000);
    expect(await trpcCode(visitorCaller().courses.list())).toBe('ok');
    await vi.waitFor(async () => {
      // ... and from then on maintenance shows.
      expect(await trpcCode(visitorCaller().courses.list())).toBe('SERVICE_UNAVAILABLE');
    });
  });

  it('other refresh failures keep serving the stale copy (a flaky upstream does not break pages)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12), toFake: ['Date'] });
    await visitorCaller().courses.list();
    mockServer.use(http.get(`${MOCK_CONTENT_URL}/entries`, () => HttpResponse.error()));
    vi.setSystemTime(Date.now() + PUBLIC_TTL_MS + 1_000);
    for (let i = 0; i < 3; i++) expect(await trpcCode(visitorCaller().courses.list())).toBe('ok');
  });

  it('scenarios are cached apart: a scenario never sees, nor leaves, another one’s answers', async () => {
    const normal = await visitorCaller().courses.list();
    const withoutDates = await runWithScenario('no-start-date', () => visitorCaller().courses.list());
    expect(withoutDates.every((course) => course.initialDate === null)).toBe(true);
    expect(await visitorCaller().courses.list()).toEqual(normal);
  });
});

describe('an entry is keyed by what reads it (issue 74 point 4)', () => {
  const ROBLOX = 'curso-de-videojuegos-con-roblox';

  it('the campaign page and the course pages read /api/campaigns/vacaciones with two schemas: neither poisons the other', async () => {
    // The campaign page first (a stranger's GET), then a course page, both within the fresh TTL.
    const campaign = await visitorCaller().campaigns.byId({ id: 'vacaciones' });
    const course = await visitorCaller().courses.byLink({ slug: ROBLOX });
    expect(course).toMatchObject({ kind: 'course', vacation: [{ name: 'Crea tu videojuego en Roblox' }] });
    // And the other way round, once the cache is empty again.
    clearPublicCache();
    expect(await visitorCaller().courses.byLink({ slug: ROBLOX })).toEqual(course);
    expect(await visitorCaller().campaigns.byId({ id: 'vacaciones' })).toEqual(campaign);
  });

  it('one reader still hits its own entry: the second read costs no request', async () => {
    await visitorCaller().campaigns.byId({ id: 'vacaciones' });
    await visitorCaller().courses.byLink({ slug: ROBLOX });
    const requests = countRequests();
    await visitorCaller().campaigns.byId({ id: 'vacaciones' });
    await visitorCaller().courses.byLink({ slug: ROBLOX });
    requests.stop();
    expect(requests.urls.filter((url) => url.includes('/api/campaigns/'))).toEqual([]);
  });
});
