import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { issueTokens } from '../../mocks/accounts/tokens';
import { MOCK_API_URL } from '../../mocks/config';
import { firstAnswer } from '../../mocks/http/run-handlers';
import { upstreamCandidates, upstreamHandlers } from '../../mocks/upstream-handlers';

const API = MOCK_API_URL;

/** Every GET path of the simulated upstream, its parameters filled with ids the fixtures hold. */
function getUrls(): string[] {
  const urls = new Set<string>();
  for (const handler of upstreamHandlers) {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') continue;
    if (handler.info.method !== 'GET' || !/^https?:\/\//.test(handler.info.path)) continue;
    for (const id of ['1', '88102', 'sofia'])
      urls.add(handler.info.path.replace(/:\w+\*?/g, id).replace(/\*+/g, ''));
  }
  return [...urls];
}

const asParent = { authorization: `Bearer ${issueTokens(101).refresh}` };

describe('the simulated upstream’s handlers run in the process (mocks/http/run-handlers.ts)', () => {
  it('answers every GET of the simulated upstream as msw’s own run does', async () => {
    const urls = getUrls();
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const [mine, msw] = await Promise.all([
        firstAnswer(
          upstreamCandidates(new Request(url, { headers: asParent })),
          new Request(url, { headers: asParent }),
        ),
        getResponse(
          upstreamCandidates(new Request(url, { headers: asParent })),
          new Request(url, { headers: asParent }),
        ),
      ]);
      expect(mine?.status, url).toBe(msw?.status);
      expect(await mine?.text(), url).toBe(await msw?.text());
    }
  });

  it('passes the params, falls through resolvers that answer nothing, and answers a thrown response', async () => {
    const handlers = [
      http.get(`${API}/a/:id`, () => undefined),
      http.get(`${API}/a/:id`, ({ params }) => {
        if (params.id === 'x') throw HttpResponse.json({ thrown: true }, { status: 418 });
        return HttpResponse.json({ id: params.id });
      }),
    ];
    expect(await (await firstAnswer(handlers, new Request(`${API}/a/7`)))?.json()).toEqual({ id: '7' });
    expect((await firstAnswer(handlers, new Request(`${API}/a/x`)))?.status).toBe(418);
    expect(await firstAnswer(handlers, new Request(`${API}/a/7`, { method: 'POST' }))).toBeUndefined();
    expect(await firstAnswer(handlers, new Request(`${API}/b/7`))).toBeUndefined();
  });

  it('a kept match still gives each address its own params, whatever the query or a resolver did', async () => {
    const handlers = [
      http.get(`${API}/kept/:id`, ({ params }) => {
        const id = params.id;
        params.id = 'changed by the resolver';
        return HttpResponse.json({ id });
      }),
    ];
    const idOf = async (url: string) =>
      (await (await firstAnswer(handlers, new Request(url)))?.json()) as unknown;
    for (let round = 0; round < 2; round++) {
      expect(await idOf(`${API}/kept/7`)).toEqual({ id: '7' });
      expect(await idOf(`${API}/kept/8?page=2`)).toEqual({ id: '8' });
      expect(await idOf(`${API}/kept/7?page=3`)).toEqual({ id: '7' });
    }
    expect(await firstAnswer(handlers, new Request(`${API}/kept/7/more`))).toBeUndefined();
  });

  it('leaves a handler used once to msw, which answers it once', async () => {
    const handlers = [http.get(`${API}/once`, () => HttpResponse.text('first'), { once: true })];
    expect(await (await firstAnswer(handlers, new Request(`${API}/once`)))?.text()).toBe('first');
    expect(await firstAnswer(handlers, new Request(`${API}/once`))).toBeUndefined();
  });

  it('says so loudly when a handler reads cookies or answers with something other than a response', async () => {
    const cookies = [http.get(`${API}/c`, ({ cookies }) => HttpResponse.json(cookies))];
    await expect(firstAnswer(cookies, new Request(`${API}/c`))).rejects.toThrow(/cookies/);
    const odd = [http.get(`${API}/odd`, () => 'texto' as unknown as Response)];
    await expect(firstAnswer(odd, new Request(`${API}/odd`))).rejects.toThrow(/no respondió con un Response/);
  });
});
