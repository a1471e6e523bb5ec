/**
 * One app instance in mock mode (embedded store), attacked over HTTP: every page action and
 * every tRPC procedure gets hostile bodies, then the request guards' contract is checked case by
 * case. Every answer, whatever the case, must be under 500 and show no stack, module path or raw
 * error message.
 *
 * Each hostile input goes wherever code of its own reads it: every case and both fuzzers to every
 * page action (each parses and echoes its own form), every tRPC case to the procedures /api/trpc
 * serves. Where one shared piece of code answers before any route's own (tRPC's lookup of a
 * procedure it does not serve, the request guards), one route of each kind gets every case and
 * the others one call each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { FORM_TYPE, formBody, newBrowser, type Headers, type HttpClient } from './harness/http-client';
import { actionRoutes, PAGES_WITHOUT_ACTION } from './hostile/action-routes';
import { inChunks, multipartBody, oversizedForm } from './hostile/bodies';
import { FORM_CASES, FORM_FIELDS, SCRIPT_PROBE } from './hostile/form-cases';
import {
  isServerOnly,
  procedures,
  servedOverHttp,
  TOKEN_PATTERN,
  TRPC_CASES,
  type TrpcCase,
} from './hostile/trpc-procedures';
import { aliasParentEmail, PASSWORD } from './support/accounts';
import { choosePurchase, startPayment } from './support/purchase';
import { expectSafeAnswer } from './support/safe-answer';
import { describe as describeAnswer, postLogin, signIn } from './support/sign-in';

/** Logout last: it ends the signed-in session the other routes are attacked with. */
const ACTION_ROUTES = actionRoutes().sort(
  (a, b) => Number(a === '/auth/logout') - Number(b === '/auth/logout'),
);
const PROCEDURES = procedures();
const FUZZ = { seed: 20_260_601, numRuns: 15, endOnFailure: true };
const KB = 1024;

const origin = useMockApp();

/** A new browser whose every answer is checked for a 5xx or a leak. */
const visitor = () => newBrowser(origin(), expectSafeAnswer);

/** A signed-in parent with a vacation purchase and a started payment, replaying that session. */
async function payingParent(): Promise<HttpClient> {
  const browser = visitor();
  await signIn(browser, aliasParentEmail());
  await choosePurchase(browser, '8_to_11');
  await startPayment(browser);
  return browser.frozen();
}

const postRaw = (browser: HttpClient, path: string, contentType: string | null, data: string | Buffer) =>
  browser.send(path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: { kind: 'fixed', data },
  });

describe('hostile form posts to every page action', () => {
  it('finds the page actions', () => {
    expect(ACTION_ROUTES).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/logout', '/dashboard', '/enrollment', '/vacaciones']),
    );
    expect([...PAGES_WITHOUT_ACTION, ...ACTION_ROUTES], 'the guards’ sample pages').toEqual(
      expect.arrayContaining(GUARDED_PAGES),
    );
  });

  describe.each(ACTION_ROUTES)('%s', (route) => {
    let parent: HttpClient | undefined;
    const browsers = async () => [visitor(), (parent ??= await payingParent())];

    it.each(FORM_CASES)('$name', async ({ contentType, body }) => {
      for (const browser of await browsers()) {
        const answer = await postRaw(browser, route, contentType, body);
        expect(answer.body, 'the probe came back unescaped').not.toContain(SCRIPT_PROBE);
      }
    });

    it('random fields and values (fast-check)', async () => {
      const value = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.constantFrom('', '0', '-1', 'on', 'pay', 'start-payment', '//evil.example', '%', '\u0000'),
      );
      const fields = fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS, '__proto__', 'x'), value), {
        maxLength: 8,
      });
      await fc.assert(
        fc.asyncProperty(fields, async (pairs) => {
          for (const browser of await browsers()) await browser.postForm(route, pairs);
        }),
        FUZZ,
      );
    });

    it('random raw bodies (fast-check)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary-ascii', maxLength: 300 }), async (body) => {
          await postRaw(visitor(), route, FORM_TYPE, body);
        }),
        FUZZ,
      );
    });
  });
});

/** The procedures /api/trpc serves: every case reaches their input parsing, middleware and resolver. */
const SERVED = servedOverHttp();
/**
 * One query and one mutation /api/trpc does not serve get every case too: tRPC's lookup answers
 * them "not found" before reading their input, the same code for every such path, so the other
 * ones get one call per method.
 */
const NOT_SERVED_SAMPLES = ['query', 'mutation'].map(
  (type) => PROCEDURES.find((procedure) => procedure.type === type && !SERVED.has(procedure.path))?.path,
);
const ONE_PER_METHOD = ['GET input with prototype keys', 'POST inputs of the wrong types'];
const trpcCasesFor = (path: string): TrpcCase[] =>
  SERVED.has(path) || NOT_SERVED_SAMPLES.includes(path)
    ? TRPC_CASES
    : TRPC_CASES.filter((trpcCase) => ONE_PER_METHOD.includes(trpcCase.name));

describe('hostile calls to every tRPC procedure over HTTP', () => {
  // One paying parent for every call: tRPC calls cannot sign it out (checked last).
  let parent: HttpClient | undefined;

  it('finds the procedures, the ones /api/trpc serves and one of each type it does not', () => {
    expect(PROCEDURES.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining([
        'auth.login',
        'contact.send',
        'courses.list',
        'cardProvider.authorize',
      ]),
    );
    expect([...SERVED]).toEqual(expect.arrayContaining(['contact.send']));
    expect(NOT_SERVED_SAMPLES.every(Boolean), 'a query and a mutation not served').toBe(true);
    expect(
      ONE_PER_METHOD.map((name) => TRPC_CASES.find((trpcCase) => trpcCase.name === name)?.method),
    ).toEqual(['GET', 'POST']);
  });

  describe.each(PROCEDURES)('$path ($type)', ({ path }) => {
    it.each(trpcCasesFor(path))('$name', async ({ method, query, contentType, body }) => {
      parent ??= await payingParent();
      for (const browser of [visitor(), parent]) {
        const answer = await browser.send(`/api/trpc/${path}${query ? `?${query}` : ''}`, {
          method,
          headers: contentType ? { 'content-type': contentType } : {},
          body: body === undefined ? { kind: 'none' } : { kind: 'fixed', data: body },
        });
        expect(answer.body, 'an API token reached the browser').not.toMatch(TOKEN_PATTERN);
        if (isServerOnly(path)) expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(400);
      }
    });
  });

  it('the parent the calls were made with is still signed in', async () => {
    parent ??= await payingParent();
    const dashboard = await parent.get('/dashboard');
    expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
  });
});

/**
 * The guards (method, CSRF, body type and size, multipart) are mounted once in server/app.ts,
 * before the one Remix handler, and tell a page from /api/trpc by path alone
 * (server/http/request-guards.ts): each case goes to one page of each kind rather than to every
 * route — without an action, a public form, a signed-in area's form under a parameter.
 */
const GUARDED_PAGES = ['/', '/auth/login', '/dashboard/compras/sample'];

describe('request guards', () => {
  const sameSiteForm = (headers: Headers = {}) => ({
    headers: { 'content-type': FORM_TYPE, ...headers },
    body: { kind: 'fixed' as const, data: formBody({ email: aliasParentEmail(), password: 'x' }) },
  });

  describe.each(['PUT', 'DELETE', 'PATCH'])('%s on a page', (method) => {
    it.each(GUARDED_PAGES)('%s → 405 with Allow, a Spanish page for browsers', async (route) => {
      const answer = await visitor().send(route, { method, ...sameSiteForm({ accept: 'text/html' }) });
      expect(answer.status, describeAnswer(answer)).toBe(405);
      expect(answer.headers.allow, 'Allow header').toMatch(/GET/);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toMatch(/<html[^>]*lang="es"/);
    });
  });

  const UNSUPPORTED_TYPES: Array<{ name: string; contentType: string | null; body: string }> = [
    { name: 'JSON', contentType: 'application/json', body: '{"email":"padre@example.com"}' },
    { name: 'text/plain', contentType: 'text/plain', body: 'email=padre@example.com' },
    { name: 'XML', contentType: 'application/xml', body: '<email>padre@example.com</email>' },
    { name: 'no content type', contentType: null, body: 'email=padre@example.com' },
  ];
  describe.each(GUARDED_PAGES)('POST %s with an unsupported body type', (route) => {
    it.each(UNSUPPORTED_TYPES)('$name → 415', async ({ contentType, body }) => {
      const answer = await postRaw(visitor(), route, contentType, body);
      expect(answer.status, describeAnswer(answer)).toBe(415);
    });
  });

  describe.each(GUARDED_PAGES)('POST %s with a body over 100 KB', (route) => {
    const body = oversizedForm(150 * KB);
    it('with Content-Length → 413', async () => {
      const answer = await postRaw(visitor(), route, FORM_TYPE, body);
      expect(answer.status, describeAnswer(answer)).toBe(413);
    });
    it('chunked, no Content-Length → 413', async () => {
      const answer = await visitor().send(route, {
        method: 'POST',
        headers: { 'content-type': FORM_TYPE },
        body: { kind: 'chunked', chunks: inChunks(body) },
      });
      expect(answer.status, describeAnswer(answer)).toBe(413);
    });
  });

  const BROKEN_MULTIPART: Array<{ name: string; contentType: string; body: string }> = [
    {
      name: 'boundary that does not match the body',
      contentType: 'multipart/form-data; boundary=announced',
      body: multipartBody({ email: 'padre@example.com' }, 'different'),
    },
    {
      name: 'no boundary parameter',
      contentType: 'multipart/form-data',
      body: multipartBody({ email: 'padre@example.com' }, 'kodea'),
    },
    {
      name: 'unterminated part',
      contentType: 'multipart/form-data; boundary=kodea',
      body: '--kodea\r\nContent-Disposition: form-data; name="email"\r\n\r\npadre@exa',
    },
  ];
  describe.each(GUARDED_PAGES)('POST %s with broken multipart', (route) => {
    it.each(BROKEN_MULTIPART)('$name → 400', async ({ contentType, body }) => {
      const answer = await postRaw(visitor(), route, contentType, body);
      expect(answer.status, describeAnswer(answer)).toBe(400);
    });
  });

  const CROSS_SITE: Array<{ name: string; headers: Headers }> = [
    { name: 'Origin of another site', headers: { origin: 'https://evil.example' } },
    { name: 'Origin: null', headers: { origin: 'null' } },
    {
      name: 'no Origin, Referer of another site',
      headers: { origin: null, referer: 'https://evil.example/x' },
    },
    {
      name: 'no Origin or Referer, Sec-Fetch-Site: cross-site',
      headers: { origin: null, 'sec-fetch-site': 'cross-site' },
    },
  ];
  describe.each([...GUARDED_PAGES, '/api/trpc/contact.send'])('cross-site POST %s', (route) => {
    it.each(CROSS_SITE)('$name → 403', async ({ headers }) => {
      const answer = await visitor().send(route, { method: 'POST', ...sameSiteForm(headers) });
      expect(answer.status, describeAnswer(answer)).toBe(403);
    });
  });

  it('a same-origin POST without Origin (Sec-Fetch-Site: same-origin) is accepted', async () => {
    const answer = await visitor().send('/auth/login', {
      method: 'POST',
      ...sameSiteForm({ origin: null, 'sec-fetch-site': 'same-origin' }),
    });
    expect(answer.status, describeAnswer(answer)).not.toBe(403);
  });

  const HOSTILE_REDIRECTS: Array<{ name: string; redirectTo: string }> = [
    { name: 'dot segment then //', redirectTo: '/.//evil.example' },
    { name: 'encoded dot segment then //', redirectTo: '/%2e//evil.example' },
    { name: 'parent segment then //', redirectTo: '/a/..//evil.example' },
    { name: 'parent of root then //', redirectTo: '/..//evil.example' },
    { name: 'dot segment then backslash', redirectTo: '/./\\evil.example' },
    { name: 'protocol-relative', redirectTo: '//evil.example' },
    { name: 'slash and backslash', redirectTo: '/\\evil.example' },
    { name: 'slash and two backslashes', redirectTo: '/\\\\evil.example' },
    { name: 'absolute URL', redirectTo: 'https://evil.example' },
    // Under the 100 KB body limit with the other fields, so the sign-in itself still runs.
    { name: '99,000-character path', redirectTo: `/${'a'.repeat(99_000)}` },
  ];
  describe('sign-in redirectTo never leaves the site', () => {
    const email = aliasParentEmail();
    it.each(HOSTILE_REDIRECTS)('$name', async ({ redirectTo }) => {
      const answer = await visitor().postForm('/auth/login', { email, password: PASSWORD, redirectTo });
      const location = answer.headers.location ?? '';
      expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      // A refused sign-in also redirects, to the login dialog; only a successful one proves much.
      expect(location, 'the sign-in itself succeeded').not.toMatch(/[?&]login\b/);
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toMatch(/^[a-z][a-z\d+.-]*:/i);
      expect(location.toLowerCase()).not.toContain('evil.example');
      expect(location.length).toBeLessThan(2 * KB);
    });
  });

  describe('malformed cookies (kodea_tz=%E0%A4%A, mock_scenario=%)', () => {
    const badTimeZone = (browser: HttpClient) => {
      browser.jar.set('kodea_tz', '%E0%A4%A');
      return browser;
    };
    it.each(['/', '/cursos'])('bad kodea_tz cookie: %s still renders', async (path) => {
      const answer = await badTimeZone(visitor()).get(path);
      expect(answer.status, describeAnswer(answer)).toBe(200);
    });
    it('bad kodea_tz cookie: sign-in still works', async () => {
      const answer = await postLogin(badTimeZone(visitor()), aliasParentEmail(), PASSWORD);
      expect(answer.status, describeAnswer(answer)).toBe(302);
      expect(answer.headers.location).toBe('/dashboard');
    });
    it('bad mock_scenario cookie is answered', async () => {
      const browser = visitor();
      browser.jar.set('mock_scenario', '%');
      await browser.get('/');
    });
  });

  it.each([
    ['121-character slug', `/cursos/${'a'.repeat(121)}`],
    ['blank slug', '/cursos/%20'],
  ])('course with a %s → 404', async (_name, path) => {
    const answer = await visitor().get(path);
    expect(answer.status, describeAnswer(answer)).toBe(404);
  });

  describe('tRPC endpoint limits', () => {
    it('a batch of 1,000 procedures is refused at once', async () => {
      const paths = Array.from({ length: 1000 }, () => 'courses.list').join(',');
      const answer = await visitor().get(`/api/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
      expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(400);
      expect(answer.elapsedMs).toBeLessThan(1000);
    });

    it('a POST batch of 50 auth.login is refused', async () => {
      const login = { json: { email: 'padre@example.com', password: PASSWORD } };
      const batch = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [String(index), login]));
      const paths = Array.from({ length: 50 }, () => 'auth.login').join(',');
      const answer = await visitor().send(`/api/trpc/${paths}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { kind: 'fixed', data: JSON.stringify(batch) },
      });
      expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toMatch(TOKEN_PATTERN);
    });

    it('auth.login with the right password is refused over HTTP (server-only)', async () => {
      const answer = await visitor().send('/api/trpc/auth.login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: {
          kind: 'fixed',
          data: JSON.stringify({ json: { email: aliasParentEmail(), password: PASSWORD } }),
        },
      });
      expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toMatch(TOKEN_PATTERN);
    });
  });

  it('ten concurrent 5 MB posts to the contact action are refused, and /healthz stays fast', async () => {
    const parent = await payingParent();
    const body = oversizedForm(5 * KB * KB);
    const uploads = Array.from({ length: 10 }, () => postRaw(parent, '/dashboard', FORM_TYPE, body));
    const health = await visitor().get('/healthz');
    const answers = await Promise.all(uploads);
    expect(health.status).toBe(200);
    expect(health.elapsedMs).toBeLessThan(1000);
    for (const answer of answers) expect(answer.status, describeAnswer(answer)).toBe(413);
  });
});
