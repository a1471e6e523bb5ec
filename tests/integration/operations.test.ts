/**
 * Operating the site (docs/decisions/027), against real processes: every answer carries an
 * X-Request-Id (the edge's own refusals included); /readyz says whether the store and the
 * upstream answer, and which one does not; /metrics is absent without METRICS_TOKEN, refuses a
 * wrong token, and with the right one shows the request, upstream and payment metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { freePort } from './harness/free-port';
import { newBrowser } from './harness/http-client';
import { sendRaw, type HttpAnswer } from './harness/http-request';
import { startOwnRedis, type RunningRedis } from './harness/redis';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { waitUntil } from './harness/wait-until';
import { portOf, rawExchange, rawGet } from './hostile/raw-socket';
import { aliasParentEmail } from './support/accounts';
import { tokenizeCard } from './support/card-provider';
import { choosePurchase, pay, readPaymentStep, startPayment } from './support/purchase';
import { describe as describeAnswer, isRedirect, signIn } from './support/sign-in';

const METRICS_TOKEN = 'integration-metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function get(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return sendRaw({ url, method: 'GET', headers, body: { kind: 'none' } });
}

describe('in mock mode, without METRICS_TOKEN', () => {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });
  const origin = () => {
    if (!app) throw new Error('The app did not start (see beforeAll)');
    return app.origin;
  };

  it('every answer has a request id: a fresh UUID, or a plain one a proxy sent', async () => {
    const page = await get(`${origin()}/cursos`);
    expect(page.status).toBe(200);
    expect(page.headers['x-request-id']).toMatch(UUID);
    const again = await get(`${origin()}/cursos`);
    expect(again.headers['x-request-id']).not.toBe(page.headers['x-request-id']);
    const kept = await get(`${origin()}/cursos`, { 'x-request-id': 'lb-7f3a.1' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.1');
    const replaced = await get(`${origin()}/cursos`, { 'x-request-id': `<script>${'x'.repeat(80)}` });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('the edge’s refusals and error pages carry one too', async () => {
    const badHost = await rawExchange(portOf(origin()), rawGet('/cursos', 'a@b'));
    expect(badHost.status).toBe(400);
    expect(badHost.headers['x-request-id']).toMatch(UUID);
    const notFound = await get(`${origin()}/no-existe`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers['x-request-id']).toMatch(UUID);
    const wrongMethod = await newBrowser(origin()).postForm('/sitemap.xml', { x: '1' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['x-request-id']).toMatch(UUID);
  });

  it('the request’s log line names its id, route pattern and duration, never the query', async () => {
    const service = app?.service;
    if (!service) throw new Error('no app');
    const id = `log-check-${Date.now()}`;
    await get(`${origin()}/cursos/roblox?token=should-not-be-logged`, { 'x-request-id': id });
    // Lines of the same request (its upstream calls) may be written before the request's own line.
    const requestLines = () =>
      service
        .output()
        .split('\n')
        .filter((text) => text.includes(`"reqId":"${id}"`) && text.includes('"msg":"request"'));
    await waitUntil(async () => requestLines().length > 0, { what: 'the request line', timeoutMs: 5_000 });
    const line = requestLines();
    expect(line).toHaveLength(1);
    const logged: Record<string, unknown> = JSON.parse(line[0]);
    expect(logged).toMatchObject({ method: 'GET', path: '/cursos/roblox', route: 'routes/cursos.$slug' });
    expect(typeof logged.durationMs).toBe('number');
    expect(service.output()).not.toContain('should-not-be-logged');
  });

  it('labels each request with the route that answered it: a page, its data, a file, a redirect', async () => {
    const service = app?.service;
    if (!service) throw new Error('no app');
    const labelled: Array<[string, string]> = [
      ['/terminos-y-condiciones', 'routes/terminos-y-condiciones'],
      ['/cursos/curso-de-videojuegos-con-roblox.data', 'routes/cursos.$slug'],
      ['/robots.txt', 'routes/robots[.]txt'],
      ['/dashboard', 'routes/dashboard._index'],
      ['/no-existe', 'routes/$'],
    ];
    const ids = labelled.map(([path]) => `label-${path.replace(/\W/g, '')}-${Date.now()}`);
    for (const [index, [path]] of labelled.entries())
      await get(`${origin()}${path}`, { 'x-request-id': ids[index] });
    const routeOf = (id: string) =>
      service
        .output()
        .split('\n')
        .filter((text) => text.includes(`"reqId":"${id}"`) && text.includes('"msg":"request"'))
        .map((text): unknown => JSON.parse(text))
        .map((line) => (typeof line === 'object' && line !== null && 'route' in line ? line.route : null))[0];
    await waitUntil(async () => ids.every((id) => routeOf(id) !== undefined), {
      what: 'the request lines',
      timeoutMs: 5_000,
    });
    expect(ids.map(routeOf)).toEqual(labelled.map(([, route]) => route));
  });

  it('a page’s successful upstream calls ride on its request line, not a line each', async () => {
    const service = app?.service;
    if (!service) throw new Error('no app');
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    const id = `calls-check-${Date.now()}`;
    // Mis referidos asks the upstream on every view (the family's invitations).
    expect((await browser.get('/dashboard/referidos', { 'x-request-id': id })).status).toBe(200);
    const linesOf = () =>
      service
        .output()
        .split('\n')
        .filter((text) => text.includes(`"reqId":"${id}"`));
    await waitUntil(async () => linesOf().some((text) => text.includes('"msg":"request"')), {
      what: 'the request line',
      timeoutMs: 5_000,
    });
    const lines = linesOf();
    expect(lines, lines.join('\n')).toHaveLength(1);
    const logged = JSON.parse(lines[0]) as { upstream?: Array<Record<string, unknown>> };
    expect(logged.upstream?.length).toBeGreaterThan(0);
    for (const call of logged.upstream ?? []) {
      expect(call).toMatchObject({ service: expect.any(String), method: 'GET', status: 200 });
      expect(typeof call.durationMs).toBe('number');
      expect(String(call.path)).not.toContain('?');
    }
  });

  it('/readyz: ready on a normal start, never cached; /healthz unchanged', async () => {
    const ready = await get(`${origin()}/readyz`);
    expect(ready.status, ready.body).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ok', checks: { store: 'ok', upstream: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    const health = await get(`${origin()}/healthz`);
    expect([health.status, health.body]).toEqual([200, 'ok']);
  });

  it('/metrics is a plain 404 when no token is configured', async () => {
    expect((await get(`${origin()}/metrics`)).status).toBe(404);
    expect((await get(`${origin()}/metrics`, { authorization: 'Bearer anything-at-all-here' })).status).toBe(
      404,
    );
  });
});

describe('with METRICS_TOKEN, Redis and the upstream as separate services', () => {
  let redis: RunningRedis | undefined;
  let upstream: RunningUpstream | undefined;
  let app: RunningApp | undefined;
  beforeAll(async () => {
    redis = await startOwnRedis();
    const port = await freePort();
    upstream = await startUpstream([`http://127.0.0.1:${port}`]);
    app = await startApp({
      port,
      env: { REDIS_URL: redis.url, METRICS_TOKEN, UPSTREAM_TIMEOUT_MS: '3000', ...upstream.appEnv },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await Promise.allSettled([upstream?.stop(), redis?.stop()]);
  });
  const services = () => {
    if (!app || !upstream || !redis) throw new Error('The services did not start (see beforeAll)');
    return { origin: app.origin, upstream, redis };
  };
  const readiness = async () => {
    const answer = await get(`${services().origin}/readyz`);
    const body: unknown = JSON.parse(answer.body);
    return { status: answer.status, body };
  };

  it('/metrics refuses a missing or wrong token', async () => {
    const { origin } = services();
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      METRICS_TOKEN,
    ]) {
      const answer = await get(`${origin}/metrics`, authorization ? { authorization } : {});
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.body).not.toContain('kodea_');
    }
  });

  it('/metrics with the token: requests by route pattern, upstream calls and a payment outcome', async () => {
    const { origin, upstream } = services();
    expect((await get(`${origin}/cursos`)).status).toBe(200);
    const browser = newBrowser(origin);
    await signIn(browser, aliasParentEmail());
    await choosePurchase(browser, '8_to_11');
    const started = await startPayment(browser);
    expect(isRedirect(started), describeAnswer(started)).toBe(true);
    const step = await readPaymentStep(browser);
    const paid = await pay(browser, step.purchaseNumber, await tokenizeCard(upstream, step.sessionKey));
    expect(isRedirect(paid), describeAnswer(paid)).toBe(true);

    const answer = await get(`${origin}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    expect(text).toMatch(
      /kodea_http_request_duration_seconds_count\{route="routes\/cursos\._index",method="GET",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /kodea_upstream_request_duration_seconds_count\{service="api",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/kodea_payment_outcomes_total\{result="approved",currency="(PEN|USD)"\} 1/);
    expect(text).toContain('# TYPE kodea_upstream_errors_total counter');
    expect(text).toContain('# TYPE kodea_store_errors_total counter');
    // Each Redis round trip the pages made (sessions, payment records), by operation.
    expect(text).toMatch(/kodea_store_operations_total\{operation="get"\} [1-9]/);
    expect(text).toMatch(/kodea_store_operations_total\{operation="set"\} [1-9]/);
    expect(text).toContain('process_resident_memory_bytes');
    // Route patterns, never URLs: no purchase number or query string becomes a label.
    expect(text).not.toContain(step.purchaseNumber);
  });

  it('/readyz: 503 naming the upstream when it is down, then the store when Redis is down too', async () => {
    const { upstream, redis } = services();
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { store: 'ok', upstream: 'ok' } },
    });
    await upstream.stop();
    // The upstream's answer is kept a few seconds (a load balancer polls often).
    await waitUntil(async () => (await readiness()).status === 503, {
      what: '/readyz to notice the upstream is gone',
      timeoutMs: 15_000,
      intervalMs: 500,
    });
    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { store: 'ok', upstream: 'fail' } },
    });
    await redis.stop();
    await waitUntil(async () => JSON.stringify((await readiness()).body).includes('"store":"fail"'), {
      what: '/readyz to notice the store is gone',
      timeoutMs: 15_000,
      intervalMs: 500,
    });
    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { store: 'fail', upstream: 'fail' } },
    });
  });
});
