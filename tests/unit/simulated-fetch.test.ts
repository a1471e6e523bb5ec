import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { issueTokens } from '../../mocks/accounts/tokens';
import { MOCK_API_URL } from '../../mocks/config';
import { simulatedFetch } from '../../mocks/http/simulated-fetch';
import { runWithScenario } from '../../mocks/scenarios/context';
import { upstreamCandidates } from '../../mocks/upstream-handlers';

const API = MOCK_API_URL;
const bearer = { authorization: `Bearer ${issueTokens(301).refresh}` };

/** A fetch over the given handlers; the network and the log are spies. */
function over(handlers: ReturnType<typeof http.get>[]) {
  const network = vi.fn(async () => new Response('red', { status: 299 }));
  const log = vi.fn();
  return { fetch: simulatedFetch(() => handlers, network, log), network, log };
}

describe('the simulated upstream in the process (mocks/http/simulated-fetch.ts)', () => {
  it('answers what msw’s interceptor answers, for the same calls of the whole simulated upstream', async () => {
    // The tests' global fetch is msw's interceptor over the same handlers (tests/setup.ts).
    const direct = simulatedFetch(upstreamCandidates, () => Promise.reject(new Error('no network')));
    const calls: [string, RequestInit?][] = [
      [`${API}/api/organizations/1/students/?page=2&page_size=10&search=a`, { headers: bearer }],
      [`${API}/api/organizations/2/students/?page=1&page_size=10`, { headers: bearer }],
      [`${API}/api/organizations/1/summary/`, {}],
      [`${API}/api/organizations/1/`, { headers: { authorization: 'Bearer mock-refresh.301.falso' } }],
      [
        `${API}/api/auth/login/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'org@example.com', password: 'equivocada' }),
        },
      ],
    ];
    for (const [url, init] of calls) {
      const [mine, msw] = await Promise.all([direct(url, init), fetch(url, init)]);
      expect(mine.status, url).toBe(msw.status);
      expect(mine.headers.get('content-type'), url).toBe(msw.headers.get('content-type'));
      expect(await mine.text(), url).toBe(await msw.text());
    }
  });

  it('offers a request its scenario’s overrides, as the interceptor does', async () => {
    const direct = simulatedFetch(upstreamCandidates, () => Promise.reject(new Error('no network')));
    const url = `${API}/api/organizations/1/students/?page=1&page_size=10`;
    const answer = await runWithScenario('maintenance', () => direct(url, { headers: bearer }));
    expect(answer.status).toBe(503);
    expect((await direct(url, { headers: bearer })).status).toBe(200);
  });

  it('rejects with the caller’s signal once it aborts, while the handler still waits', async () => {
    const { fetch } = over([
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ]);
    const started = Date.now();
    const error = await fetch(`${API}/slow`, { signal: AbortSignal.timeout(50) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(2_000);

    const controller = new AbortController();
    controller.abort();
    const aborted = await fetch(`${API}/slow`, { signal: controller.signal }).catch((e: unknown) => e);
    expect((aborted as DOMException).name).toBe('AbortError');
  });

  it('makes HttpResponse.error() a network failure, as fetch’s own TypeError', async () => {
    const { fetch } = over([http.get(`${API}/down`, () => HttpResponse.error())]);
    await expect(fetch(`${API}/down`)).rejects.toThrow(TypeError);
  });

  it('lets localhost through to the network, and fails loudly for any other host nothing answers', async () => {
    const { fetch, network, log } = over([]);
    const local = await fetch('http://localhost:3000/media/x.pdf');
    expect(local.status).toBe(299);
    expect(network).toHaveBeenCalledTimes(1);

    await expect(fetch('https://example.org/')).rejects.toThrow(TypeError);
    expect(network).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('nada responde GET https://example.org/'));
  });

  it('answers a handler that throws with a 500, and says so in the log', async () => {
    const { fetch, log } = over([
      http.get(`${API}/broken`, () => {
        throw new Error('bug in the mock');
      }),
    ]);
    const answer = await fetch(`${API}/broken`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ detail: 'Error interno del servidor' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET'), expect.any(Error));
  });

  it('gives the handler the body and headers the caller sent', async () => {
    const { fetch } = over([
      http.post(`${API}/echo`, async ({ request }) =>
        HttpResponse.json({ body: await request.json(), auth: request.headers.get('authorization') }),
      ),
    ]);
    const answer = await fetch(`${API}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await answer.json()).toEqual({ body: { a: 1 }, auth: 'Bearer t' });
  });
});
