/**
 * The HTTP edge against a production build (docs/decisions/024): malformed Hosts and request
 * targets are 4xx (never 500), a 4xx is one log line without a stack, the canonical origin is PUBLIC_URL whatever
 * the Host, the X-Forwarded-For warning, the scheme check of CSRF behind a TLS-terminating load
 * balancer, 503s with Retry-After, and slow or half-sent requests closed by the server's timeouts.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';
import { sendRaw } from './harness/http-request';
import { waitUntil } from './harness/wait-until';
import { leaksIn } from './hostile/leaks';
import { portOf, rawExchange, rawGet } from './hostile/raw-socket';
import { describe as describeAnswer, signIn } from './support/sign-in';
import { FORWARDED_FOR_WARNING } from '../../server/http/forwarded-for-warning';

/** The JSON log lines in a stretch of a server's output. */
function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): Record<string, unknown> => JSON.parse(line));
}

const running = useOwnApp();
const origin = () => running().origin;
const port = () => portOf(origin());
const SPANISH_PAGE = /<html lang="es">/;

describe('malformed Host headers are a 400 page, never a 500', () => {
  it.each([
    ['an unclosed IPv6 literal', '[::1'],
    ['two ports', 'host:80:80'],
    ['userinfo', 'a@b'],
    ['userinfo with a password', 'user:secret@kodea.pe'],
    ['an empty Host', ''],
    ['spaces', 'a b'],
    ['a port out of range', 'kodea.pe:99999'],
    ['an IPv6 literal that is none', '[zz::1]'],
    ['a path in the Host', 'kodea.pe/x'],
    ['empty labels', 'kodea..pe'],
  ])('%s (%j)', async (_name, host) => {
    const answer = await rawExchange(port(), rawGet('/', host));
    expect(answer.status, answer.raw.slice(0, 300)).toBe(400);
    expect(answer.body).toMatch(SPANISH_PAGE);
    expect(answer.body).toContain('Solicitud no válida');
  });

  it.each([
    ['a name and port', 'kodea.pe:443'],
    ['an IPv4 address', '127.0.0.1'],
    ['an IPv6 literal with a port', '[::1]:3000'],
    ['a trailing dot', 'kodea.pe.'],
  ])('a valid Host is served: %s', async (_name, host) => {
    const answer = await rawExchange(port(), rawGet('/terminos-y-condiciones', host));
    expect(answer.status, answer.raw.slice(0, 300)).toBe(200);
  });

  it('HTTP/1.0 without any Host is served (the request line names the page)', async () => {
    const answer = await rawExchange(port(), 'GET /terminos-y-condiciones HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('request targets', () => {
  it.each([
    ['the asterisk form', 'GET * HTTP/1.1'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1'],
    ['an absolute form with userinfo', 'GET http://a@b/ HTTP/1.1'],
    ['an absolute form with a bad port', 'GET http://kodea.pe:80:80/ HTTP/1.1'],
    ['a POST to //x', 'POST //cursos HTTP/1.1'],
  ])('%s → 400', async (_name, requestLine) => {
    const answer = await rawExchange(
      port(),
      `${requestLine}\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status, answer.raw.slice(0, 300)).toBe(400);
    expect(answer.body).toMatch(SPANISH_PAGE);
  });

  it('a relative path is refused by the HTTP parser itself: 400', async () => {
    const answer = await rawExchange(port(), 'GET cursos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.status, answer.raw.slice(0, 300)).toBe(400);
    expect(answer.closed).toBe(true);
  });

  it.each([
    ['//', '/'],
    ['//evil.example/x?y=1', '/evil.example/x?y=1'],
    ['/\\evil.example', '/evil.example'],
    ['///cursos', '/cursos'],
  ])('GET %s redirects to the path it means, %s, on this site', async (target, location) => {
    const answer = await rawExchange(port(), rawGet(target, '127.0.0.1'));
    expect(answer.status, answer.raw.slice(0, 300)).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('the absolute form (RFC 9112: servers must accept it) serves its path; its host changes nothing', async () => {
    const answer = await rawExchange(port(), rawGet('http://evil.example/cursos', '127.0.0.1'));
    expect(answer.status, answer.raw.slice(0, 300)).toBe(200);
    expect(answer.body).toContain(`<link rel="canonical" href="${origin()}/cursos"/>`);
    expect(answer.body).not.toContain('evil.example');
  });
});

describe('a 4xx is one log line, never a stack trace', () => {
  it('unknown pages, unknown data routes, methods a route does not take and bad Hosts', async () => {
    const service = running().service;
    const before = service.output().length;
    const tag = `no-existe-${Date.now()}`;
    const browser = newBrowser(origin());
    expect((await browser.get(`/${tag}`)).status).toBe(404);
    // An unknown address is the splat route's (app/routes/$, decision 034): its single-fetch data
    // request is a 404 like the page.
    expect((await browser.get(`/${tag}.data`)).status).toBe(404);
    const post = await browser.postForm('/sitemap.xml', { x: '1' });
    expect(post.status, describeAnswer(post)).toBe(405);
    expect((await rawExchange(port(), rawGet(`/${tag}`, 'a@b'))).status).toBe(400);
    // Every request has its line now; the earlier tests' 2xx lines may still be arriving.
    const logged = () =>
      logLines(service.output().slice(before)).filter(
        (line) => typeof line.status === 'number' && line.status >= 400,
      );
    await waitUntil(async () => logged().some((line) => line.status === 400), {
      what: 'the last log line',
      timeoutMs: 5_000,
    });
    // One JSON line per request (server/http/request-log.ts), its path without the query string.
    const lines = logged();
    expect(lines.map(({ status, method, path, msg }) => `${msg} ${status} ${method} ${path}`)).toEqual([
      `request 404 GET /${tag}`,
      `request 404 GET /${tag}.data`,
      'request 405 POST /sitemap.xml',
      `request 400 GET /${tag}`,
    ]);
    for (const line of lines) {
      expect(line).not.toHaveProperty('err');
      expect(line.level).toBe(40);
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines[1].route).toBe('routes/$');
  });

  it('`?_data=` requests (the data protocol before single fetch) write no error line and no stack (issue 74)', async () => {
    const service = running().service;
    const before = service.output().length;
    const browser = newBrowser(origin());
    const sent = [
      await browser.get('/?_data=root'),
      await browser.get('/cursos?_data=routes%2Fcursos._index'),
      await browser.get('/cursos/no-existe?_data=routes%2Fcursos.%24slug'),
      await browser.get('/?_data=no-es-una-ruta'),
      await browser.postForm('/sitemap.xml?_data=routes%2Fsitemap%5B.%5Dxml', { x: '1' }),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 404, 403, 405]);
    const ids = sent.map((answer) => answer.headers['x-request-id']);
    const lines = () => logLines(service.output().slice(before));
    await waitUntil(
      async () => ids.every((id) => lines().some((line) => line.reqId === id && line.msg === 'request')),
      {
        what: 'the request lines',
        timeoutMs: 5_000,
      },
    );
    const ours = lines().filter((line) => ids.includes(String(line.reqId)));
    // The request's own line (info, or warn for a 4xx) and at most a note; never an error or a stack.
    expect(ours.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(ours.filter((line) => 'err' in line || JSON.stringify(line).includes('stack'))).toEqual([]);

    // A fault of ours in such a request is still an error: the upstream down is a 5xx, logged so.
    const failing = newBrowser(origin());
    failing.jar.set('mock_scenario', 'upstream-down');
    const down = await failing.get('/cursos?_data=routes%2Fcursos._index');
    expect(down.status).toBeGreaterThanOrEqual(500);
    const downId = down.headers['x-request-id'];
    const downLine = () => lines().find((line) => line.reqId === downId && line.msg === 'request');
    await waitUntil(async () => downLine() !== undefined, { what: 'its request line', timeoutMs: 5_000 });
    expect(downLine()).toMatchObject({ level: 50, status: down.status });
  });

  it('an unknown URL’s page keeps Remix’s error text (which echoes the path) on the server', async () => {
    const answer = await newBrowser(origin()).get('/no-existe/%3Cscript%3E');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Página no encontrada');
    expect(answer.body).not.toMatch(/No route matches|Error: /);
    expect(leaksIn(answer.body)).toEqual([]);
  });

  it('a POST to a resource route without action is our Spanish page, not Remix’s English JSON', async () => {
    const answer = await newBrowser(origin()).postForm('/sitemap.xml', { x: '1' }, { accept: 'text/html' });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatch(SPANISH_PAGE);
    expect(answer.body).not.toMatch(/did not provide an action/);
  });
});

describe("requests Node's own parser refuses: an answer with a request id and one log line (issue 50)", () => {
  it.each([
    ['a bad HTTP version', 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n', 400],
    ['a request line that is none', 'HELLO\r\n\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'y'.repeat(17_000)}\r\n\r\n`, 431],
    [
      'a bad chunk',
      'POST /contactanos HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhola\r\n0\r\n\r\n',
      400,
    ],
    ['a bad header name', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n', 400],
    ['HTTP/1.1 without a Host', 'GET /cursos HTTP/1.1\r\nAccept: text/html\r\n\r\n', 400],
  ])('%s', async (_name, request, status) => {
    const service = running().service;
    const before = service.output().length;
    const answer = await rawExchange(port(), request);
    expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
    const requestId = answer.headers['x-request-id'];
    expect(requestId, answer.raw.slice(0, 300)).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.closed).toBe(true);
    expect(answer.body).not.toMatch(/HPE_|Error|at /);
    const line = () => logLines(service.output().slice(before)).find((entry) => entry.reqId === requestId);
    await waitUntil(async () => line() !== undefined, { what: 'its log line', timeoutMs: 5_000 });
    expect(line()).toMatchObject({ msg: 'request', status, level: 40 });
    expect(line()).not.toHaveProperty('err');
    // One line for the exchange: express, which may have begun the request, writes no second one
    // (a body broken mid-request keeps the id express gave it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logLines(service.output().slice(before));
    expect(lines.filter((entry) => entry.reqId === requestId)).toHaveLength(1);
    expect(lines.filter((entry) => entry.msg === 'request' && entry.status === 200 && entry.aborted)).toEqual(
      [],
    );
  });

  it('a client that hangs up mid-request is no answer and no log line of a request', async () => {
    const service = running().service;
    const before = service.output().length;
    await rawExchange(
      port(),
      'POST /contactanos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nab',
      {
        waitMs: 200,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines(service.output().slice(before)).filter((entry) => entry.status === 400)).toEqual([]);
  });
});

describe('canonical URLs come from PUBLIC_URL, never from the request', () => {
  const FORGED = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };

  it.each([
    '/',
    '/cursos',
    '/terminos-y-condiciones',
    '/game-jam',
    '/cursos/curso-de-videojuegos-con-roblox',
  ])('%s: the same canonical, og:url and JSON-LD under two Hosts, none of them forged', async (page) => {
    const urls = async (host: string) => {
      const answer = await newBrowser(origin()).get(page, { ...FORGED, host });
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).not.toContain('other.example');
      return [
        ...answer.body.matchAll(
          /(?:href|content)="(https?:\/\/[^"]+)"|"(?:item|url|@id)":"(https?:\/\/[^"]+)"/g,
        ),
      ]
        .map((match) => match[1] ?? match[2])
        .filter((url) => url.includes('127.0.0.1'));
    };
    const first = await urls('evil.example');
    const second = await urls('other.example:8080');
    expect(first).toEqual(second);
    expect(first).toContain(`${origin()}${page}`);
  });

  it('sitemap.xml and robots.txt name PUBLIC_URL whatever the Host', async () => {
    const browser = newBrowser(origin());
    const sitemap = await browser.get('/sitemap.xml', FORGED);
    const robots = await browser.get('/robots.txt', FORGED);
    expect(sitemap.body).toContain(`<loc>${origin()}/cursos</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    expect(robots.body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });
});

describe('503: Spanish, with Retry-After', () => {
  const maintenance = () => {
    const browser = newBrowser(origin());
    browser.jar.set('mock_scenario', 'maintenance');
    return browser;
  };

  it('a page under maintenance', async () => {
    const answer = await maintenance().get('/cursos');
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toContain('En mantenimiento, volvemos en unos minutos');
  });

  it('its data request and the sitemap', async () => {
    const browser = maintenance();
    for (const path of ['/cursos.data', '/sitemap.xml']) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBe(503);
      expect(Number(answer.headers['retry-after']), path).toBeGreaterThan(0);
    }
  });

  it('the browser API, signed in before the maintenance began', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    browser.jar.set('mock_scenario', 'maintenance');
    const answer = await browser.send('/api/trpc/contact.send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: {
        kind: 'fixed',
        data: JSON.stringify({ json: { tipo_de_consulta: 'soporte', message: 'Hola' } }),
      },
    });
    expect(answer.status, describeAnswer(answer)).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('an instance behind a TLS-terminating load balancer (PUBLIC_URL https, TRUST_PROXY=0)', () => {
  const PUBLIC = 'https://www.kodea.example';
  const instance = useOwnApp({
    env: {
      PUBLIC_URL: PUBLIC,
      TRUST_PROXY: '0',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
      HTTP_MAX_REQUESTS_PER_SOCKET: '2',
    },
  });
  const post = (originHeader: string) =>
    sendRaw({
      url: `${instance().origin}/auth/login`,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: originHeader,
        accept: 'text/html',
      },
      body: { kind: 'fixed', data: 'email=nadie%40example.com&password=x' },
    });

  it('canonical URLs are the public https ones', async () => {
    const answer = await sendRaw({
      url: `${instance().origin}/cursos`,
      method: 'GET',
      headers: {},
      body: { kind: 'none' },
    });
    expect(answer.body).toContain(`<link rel="canonical" href="${PUBLIC}/cursos"/>`);
  });

  it('CSRF: the public https origin is ours; the same host over http, or the bare instance, is not', async () => {
    expect((await post(PUBLIC)).status).not.toBe(403);
    expect((await post('http://www.kodea.example')).status).toBe(403);
    // The instance's own address, but over http while the site is https.
    expect((await post(instance().origin)).status).toBe(403);
  });

  it('warns once that X-Forwarded-For arrives while TRUST_PROXY=0', async () => {
    for (let i = 0; i < 3; i++)
      await sendRaw({
        url: `${instance().origin}/healthz`,
        method: 'GET',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: { kind: 'none' },
      });
    const output = instance().service.output();
    expect(output.split(FORWARDED_FOR_WARNING)).toHaveLength(2);
  });

  it('headers that never end: the connection is closed (headersTimeout)', async () => {
    const answer = await rawExchange(
      portOf(instance().origin),
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1',
      {
        waitMs: 15_000,
      },
    );
    expect(answer.closed).toBe(true);
    expect([0, 408]).toContain(answer.status);
  });

  it('a body that never ends: the connection is closed (requestTimeout)', async () => {
    const answer = await rawExchange(
      portOf(instance().origin),
      'POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Origin: ${PUBLIC}\r\nContent-Length: 100\r\n\r\nemail=`,
      { waitMs: 15_000 },
    );
    expect(answer.closed).toBe(true);
    expect([0, 408]).toContain(answer.status);
  });

  it('a connection serves at most HTTP_MAX_REQUESTS_PER_SOCKET requests', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const answer = await rawExchange(portOf(instance().origin), request + request + request, {
      // Closed by the server after the second answer, well before the 5 s keep-alive timeout.
      waitMs: 3_000,
    });
    expect(answer.closed).toBe(true);
    // Two answers, the second saying it is the last; the third request is not answered at all
    // (Node's own limit would answer it with a bare 503).
    expect(answer.raw.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(answer.raw).toMatch(/Connection: close/i);
  });

  it('CONNECT (a proxy’s method) is answered 405, not dropped', async () => {
    const answer = await rawExchange(
      portOf(instance().origin),
      'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });

  it('the main instance (TRUST_PROXY=1) never warned about X-Forwarded-For', () => {
    expect(running().service.output()).not.toContain(FORWARDED_FOR_WARNING);
  });
});
