import { getResponse, HttpHandler, http, HttpResponse, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { candidateHandlers, indexedHandler, urlTest } from '../../mocks/http/handler-index';
import { runWithScenario } from '../../mocks/scenarios/context';
import { scenarioHandlers, scenarios } from '../../mocks/scenarios';
import { upstreamCandidates, upstreamHandlers } from '../../mocks/upstream-handlers';

const API = 'http://api.kodea.mock';

/** Every absolute path of the simulated upstream, with its parameters filled in two ways. */
function sampleUrls(): string[] {
  const urls = new Set<string>();
  for (const handler of upstreamHandlers) {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') continue;
    const path = handler.info.path;
    if (!/^https?:\/\//.test(path)) continue;
    urls.add(path.replace(/:\w+\*?/g, '88102').replace(/\*+/g, 'a/b'));
    urls.add(
      path
        .replace(/:\w+\*?/g, 'Ñandú%20x')
        .replace(/\*+/g, '')
        .replace(/\/$/, ''),
    );
  }
  return [...urls];
}

describe('the simulated upstream’s handler index (mocks/http/handler-index.ts)', () => {
  it('never leaves out a handler msw itself would match, for every path of every handler', () => {
    const candidates = candidateHandlers(upstreamHandlers);
    const urls = sampleUrls();
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PATCH']) {
        const offered = new Set(candidates(new Request(url, { method })));
        for (const handler of upstreamHandlers) {
          if (!(handler instanceof HttpHandler)) continue;
          const { method: own, path } = handler.info;
          // A predicate of its own is offered every request (the index cannot read it).
          if (typeof path !== 'string' && !(path instanceof RegExp)) continue;
          const methodFits = typeof own !== 'string' || own.toUpperCase() === method;
          if (methodFits && matchRequestUrl(new URL(url), path).matches)
            expect(offered.has(handler), `${method} ${url} → ${String(path)}`).toBe(true);
        }
      }
    }
  });

  it('offers an API call only to the few handlers whose path could match it', () => {
    const candidates = candidateHandlers(upstreamHandlers);
    const offered = candidates(new Request(`${API}/api/invoices/88102/`));
    const paths = offered.map((handler) => (handler instanceof HttpHandler ? String(handler.info.path) : ''));
    expect(paths).toContain(`${API}/api/invoices/:id/`);
    expect(paths.some((path) => path.includes('cms.kodea.mock/spaces/kodea/entries'))).toBe(false);
    expect(paths.some((path) => path.includes('/api/organizations/'))).toBe(false);
    expect(offered.length).toBeLessThan(15);
  });

  it('reads parameters, wildcards, trailing slashes and case; anything else it cannot read passes', () => {
    const one = urlTest(`${API}/api/invoices/:id/`);
    expect(one(`${API}/api/invoices/7/`)).toBe(true);
    expect(one(`${API}/api/invoices/7`)).toBe(true);
    expect(one(`${API}/API/Invoices/7`)).toBe(true);
    expect(one(`${API}/api/invoices/7/done`)).toBe(false);
    expect(one(`${API}/api/invoices`)).toBe(false);
    const any = urlTest(`${API}/api/invoices/*`);
    expect(any(`${API}/api/invoices/7/done`)).toBe(true);
    expect(any(`${API}/api/purchases/`)).toBe(false);
    const dotted = urlTest(`${API}/api/file.pdf`);
    expect(dotted(`${API}/api/fileXpdf`)).toBe(false);
    for (const unread of ['*', '/api/relative', /api\/invoices/, `${API}/api/(optional)?`])
      expect(urlTest(unread)(`${API}/anything`)).toBe(true);
  });

  it('keeps msw’s order among the handlers offered, overrides first', () => {
    const first = http.get(`${API}/api/x/:id`, () => HttpResponse.json({ from: 'override' }));
    const other = http.get(`${API}/api/y/`, () => HttpResponse.json({}));
    const second = http.all(`${API}/api/*`, () => HttpResponse.json({ from: 'base' }));
    const candidates = candidateHandlers([first, other, second]);
    expect(candidates(new Request(`${API}/api/x/1`))).toEqual([first, second]);
    expect(candidates(new Request(`${API}/api/x/1`, { method: 'POST' }))).toEqual([second]);
  });

  it('offers a scenario’s overrides only to the requests that carry it, in front of the base handlers', () => {
    const invoice = () => new Request(`${API}/api/invoices/88102/`);
    const overrides = new Set<unknown>(scenarioHandlers);
    expect(upstreamCandidates(invoice()).some((handler) => overrides.has(handler))).toBe(false);
    const maintenance = scenarios.find((scenario) => scenario.name === 'maintenance')!;
    const offered = runWithScenario('maintenance', () => upstreamCandidates(invoice()));
    expect(offered[0]).toBe(maintenance.handlers[0]);
    expect(offered.slice(1).some((handler) => overrides.has(handler))).toBe(false);
    expect(offered.slice(1)).toEqual(upstreamCandidates(invoice()));
  });

  it('answers as msw would: past the handlers that fall through, with the first answer, or not at all', async () => {
    const seen: string[] = [];
    const passes = http.get(`${API}/api/x/:id`, () => {
      seen.push('passes');
      return undefined;
    });
    const answers = http.get(`${API}/api/x/:id`, ({ params }) => HttpResponse.json({ id: params.id }));
    const never = http.get(`${API}/api/x/:id`, () => {
      seen.push('never');
      return HttpResponse.json({});
    });
    const handler = indexedHandler((request) =>
      request.url.includes('/x/') ? [passes, answers, never] : [],
    );
    const response = await getResponse([handler], new Request(`${API}/api/x/7`));
    expect(await response?.json()).toEqual({ id: '7' });
    expect(seen).toEqual(['passes']);
    expect(await getResponse([handler], new Request(`${API}/api/y/7`))).toBeUndefined();
    const fallsThrough = indexedHandler(() => [passes]);
    expect(await getResponse([fallsThrough], new Request(`${API}/api/x/8`))).toBeUndefined();
  });
});
