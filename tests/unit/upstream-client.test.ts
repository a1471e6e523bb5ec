import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockServer } from '../../mocks/node';
import { buildUrl, callService, type ServiceConfig } from '../../server/upstream/client';
import { UpstreamError, type UpstreamErrorKind } from '../../server/upstream/errors';
import { logger } from '../../server/log/logger';

const BASE = 'http://unit.test';
const service: ServiceConfig = { name: 'unit', baseUrl: `${BASE}/`, timeoutMs: 1000 };
const Thing = z.object({ id: z.number(), name: z.string() });

/** The UpstreamError a call rejects with (fails the test when it resolves or throws something else). */
async function upstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}

describe('buildUrl', () => {
  it('joins base and path without a double slash and skips undefined query values', () => {
    expect(buildUrl('http://x.test/base/', '/a', { q: 'hola mundo', n: 2, skip: undefined })).toBe(
      'http://x.test/base/a?q=hola+mundo&n=2',
    );
  });
});

describe('callService', () => {
  it('sends bearer, service headers, query params and answers the parsed data', async () => {
    let seen: Request | undefined;
    mockServer.use(
      http.get(`${BASE}/things`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 1, name: 'uno', extra: true });
      }),
    );
    const result = await callService(
      { ...service, headers: { 'x-space': 'kodea' } },
      {
        path: '/things',
        query: { 'fields.slug': 'a b', limit: 1, skip: undefined },
        bearer: 'tok-123',
        schema: Thing,
      },
    );
    expect(result).toEqual({ status: 200, data: { id: 1, name: 'uno' } });
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('x-space')).toBe('kodea');
    expect(seen?.headers.get('content-type')).toBeNull();
    const url = new URL(seen?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'fields.slug': 'a b', limit: '1' });
  });

  it('sends no authorization header without a bearer', async () => {
    let auth: string | null = 'unset';
    mockServer.use(
      http.get(`${BASE}/things`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    await callService(service, { path: '/things', schema: Thing });
    expect(auth).toBeNull();
  });

  it('sends a JSON body with its content type', async () => {
    let body: unknown;
    let contentType: string | null = null;
    mockServer.use(
      http.post(`${BASE}/things`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ id: 7, name: 'creado' }, { status: 201 });
      }),
    );
    const result = await callService(service, {
      method: 'POST',
      path: '/things',
      body: { name: 'creado', n: 1 },
      schema: Thing,
    });
    expect(result).toEqual({ status: 201, data: { id: 7, name: 'creado' } });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ name: 'creado', n: 1 });
  });

  it('accepts an empty body with z.unknown()', async () => {
    mockServer.use(http.post(`${BASE}/empty`, () => new HttpResponse(null, { status: 200 })));
    await expect(
      callService(service, { method: 'POST', path: '/empty', body: {}, schema: z.unknown() }),
    ).resolves.toEqual({ status: 200, data: undefined });
  });

  it('respects okStatuses: a 2xx outside the list is a server error', async () => {
    mockServer.use(http.post(`${BASE}/contact`, () => HttpResponse.json({ queued: true }, { status: 202 })));
    const options = { method: 'POST', path: '/contact', body: {}, schema: z.unknown() } as const;
    await expect(callService(service, options)).resolves.toEqual({ status: 202, data: { queued: true } });
    const error = await upstreamFailure(callService(service, { ...options, okStatuses: [200, 201] }));
    expect(error).toMatchObject({ kind: 'server', status: 202, body: { queued: true } });
    expect(error.message).toBe('unit POST /contact: status 202');
  });

  it.each<[number, UpstreamErrorKind]>([
    [400, 'bad-request'],
    [422, 'bad-request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [503, 'unavailable'],
    [500, 'server'],
    [502, 'server'],
    [418, 'server'],
  ])('status %i → %s, keeping status and error body', async (status, kind) => {
    mockServer.use(http.get(`${BASE}/things`, () => HttpResponse.json({ detail: 'x' }, { status })));
    const error = await upstreamFailure(callService(service, { path: '/things', schema: Thing }));
    expect(error).toMatchObject({ name: 'UpstreamError', kind, status, body: { detail: 'x' } });
    expect(error.message).toBe(`unit GET /things: status ${status}`);
  });

  it('keeps a non-JSON error body out of the way (status still decides the kind)', async () => {
    mockServer.use(
      http.get(`${BASE}/things`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 503 })),
    );
    const error = await upstreamFailure(callService(service, { path: '/things', schema: Thing }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, body: undefined });
  });

  it('times out → timeout, status null', async () => {
    mockServer.use(
      http.get(`${BASE}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await upstreamFailure(
      callService({ ...service, timeoutMs: 50 }, { path: '/slow', schema: z.unknown() }),
    );
    expect(error).toMatchObject({ kind: 'timeout', status: null, message: 'unit GET /slow: timed out' });
  });

  it('network failure → network', async () => {
    mockServer.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await upstreamFailure(callService(service, { path: '/down', schema: z.unknown() }));
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'unit GET /down: network failure',
    });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('200 with a body that is not JSON → malformed', async () => {
    mockServer.use(http.get(`${BASE}/things`, () => new HttpResponse('{"id": 1,', { status: 200 })));
    const error = await upstreamFailure(callService(service, { path: '/things', schema: Thing }));
    expect(error).toMatchObject({
      kind: 'malformed',
      status: 200,
      message: 'unit GET /things: answer is not JSON',
    });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('200 with JSON that does not match the schema → malformed (logged, never passed on)', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(`${BASE}/things`, () => HttpResponse.json({ id: '1', name: 'uno' })));
    const error = await upstreamFailure(callService(service, { path: '/things', schema: Thing }));
    expect(error).toMatchObject({
      kind: 'malformed',
      status: 200,
      message: 'unit GET /things: answer does not match its schema',
    });
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect(log).toHaveBeenCalledOnce();
  });

  it('an empty 200 body fails a schema that needs data', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(`${BASE}/things`, () => new HttpResponse(null, { status: 200 })));
    const error = await upstreamFailure(callService(service, { path: '/things', schema: Thing }));
    expect(error.kind).toBe('malformed');
  });
});

describe('callService, public GETs', () => {
  const publicService: ServiceConfig = { ...service, name: 'unit-public', publicGetsCacheable: true };

  it('asks the upstream once for the same path and query, and apart for any other', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get(`${BASE}/*`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        return HttpResponse.json({ id: asked.length, name: url.pathname });
      }),
    );
    const get = (path: string, query?: Record<string, string | number | undefined>) =>
      callService(publicService, { path, query, schema: Thing });
    const first = await get('/cosas', { tipo: 'a', skip: undefined });
    expect(await get('/cosas', { tipo: 'a' })).toBe(first);
    // A '&' or a '?' in a path is its own key, never taken for a query's (at worst, one URL is asked twice).
    await get('/cosas&tipo=a');
    await get('/cosas?tipo=a');
    await get('/cosas', { tipo: 'b' });
    await get('/cosas', { tipo: 'a', n: 2 });
    expect(asked).toEqual([
      '/cosas?tipo=a',
      '/cosas&tipo=a',
      '/cosas?tipo=a',
      '/cosas?tipo=b',
      '/cosas?tipo=a&n=2',
    ]);
  });
});
