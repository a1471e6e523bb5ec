/**
 * The operations pieces on their own (docs/decisions/027): request ids, the route label, the
 * metrics token check, the readiness checks and their cache, and the logger's redaction.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath, requestIdFor } from '../../server/http/request-log';
import { remixRouteMatcher } from '../../server/http/route-pattern';
import { REDACTION } from '../../server/log/redact';
import { bearerMatches } from '../../server/ops/bearer-token';
import { createReadiness } from '../../server/ops/readiness';

describe('request ids', () => {
  it('keeps a plain incoming id and replaces anything else with a fresh UUID', () => {
    expect(requestIdFor('lb-1234.abc_DEF')).toBe('lb-1234.abc_DEF');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(65), 'id\ninjected', ['a', 'b'], '<script>'])
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('a logged path has no query or fragment, no control characters, and is bounded', () => {
    expect(loggablePath('/enrollment?token=secret&x=1')).toBe('/enrollment');
    expect(loggablePath('/a#frag')).toBe('/a');
    expect(loggablePath('/a\nb')).toBe('/a?b');
    expect(loggablePath(`/${'x'.repeat(300)}`)).toHaveLength(201);
  });
});

describe('the route label', () => {
  const routes = {
    root: { id: 'root', path: '' },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
    'routes/cursos.$slug': { id: 'routes/cursos.$slug', parentId: 'root', path: 'cursos/:slug' },
    'routes/dashboard': { id: 'routes/dashboard', parentId: 'root', path: 'dashboard' },
    'routes/dashboard._index': { id: 'routes/dashboard._index', parentId: 'routes/dashboard', index: true },
  };
  const routeOf = remixRouteMatcher({ routes });

  it('is the deepest Remix route id, never the URL with its ids', () => {
    expect(routeOf('/')).toBe('routes/_index');
    expect(routeOf('/cursos/roblox-123')).toBe('routes/cursos.$slug');
    expect(routeOf('/dashboard')).toBe('routes/dashboard._index');
    expect(routeOf('/no-existe')).toBeNull();
  });
});

describe('the metrics token', () => {
  const token = 'a-metrics-token-of-some-length';
  it('accepts only the exact bearer token', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});

describe('readiness', () => {
  const ok = async () => 'fine';
  const down = async () => {
    throw new Error('ECONNREFUSED');
  };

  it('ok when both checks pass; names the check that fails', async () => {
    expect(await createReadiness({ store: ok, upstream: ok })()).toEqual({
      status: 'ok',
      checks: { store: 'ok', upstream: 'ok' },
    });
    expect(await createReadiness({ store: down, upstream: ok })()).toEqual({
      status: 'unavailable',
      checks: { store: 'fail', upstream: 'ok' },
    });
    expect(await createReadiness({ store: ok, upstream: down })()).toEqual({
      status: 'unavailable',
      checks: { store: 'ok', upstream: 'fail' },
    });
  });

  it('a check that hangs fails after the timeout', async () => {
    const hang = () => new Promise<never>(() => {});
    const answer = await createReadiness({ store: hang, upstream: ok }, { timeoutMs: 50 })();
    expect(answer.checks.store).toBe('fail');
  });

  it('asks the upstream once per cache period, the store every time', async () => {
    let clock = 0;
    const calls = { store: 0, upstream: 0 };
    const readiness = createReadiness(
      {
        store: async () => calls.store++,
        upstream: async () => calls.upstream++,
      },
      { upstreamCacheMs: 5_000, now: () => clock },
    );
    await readiness();
    clock = 4_999;
    await Promise.all([readiness(), readiness()]);
    expect(calls).toEqual({ store: 3, upstream: 1 });
    clock = 5_000;
    await readiness();
    expect(calls).toEqual({ store: 4, upstream: 2 });
  });
});

describe('the logger’s redaction', () => {
  function logLines() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, log: pino(REDACTION, sink) };
  }

  it('censors credentials and card data at the top level and one level down', () => {
    const { lines, log } = logLines();
    const logged = {
      password: 'Kodea2026!',
      user: { accessToken: 'at-1', refreshToken: 'rt-1', email: 'padre@example.com' },
      card: { cardNumber: '4919148107859067' },
      req: { headers: { authorization: 'Bearer rt-1', cookie: '__kodea_session=abc' } },
    };
    log.info(logged, 'x');
    const [line] = lines;
    for (const secret of ['Kodea2026!', 'at-1', 'rt-1', '4919148107859067', 'Bearer', '__kodea_session'])
      expect(line).not.toContain(secret);
    expect(line).toContain('padre@example.com');
    expect(JSON.parse(line ?? '{}').user).toEqual({
      accessToken: '[redacted]',
      refreshToken: '[redacted]',
      email: 'padre@example.com',
    });
    // The caller's own object is left as it was.
    expect(logged.user.accessToken).toBe('at-1');
  });

  it('censors a secret field of an error one level down and keeps its message and stack', () => {
    const { lines, log } = logLines();
    const error = Object.assign(new Error('upstream refused'), { token: 'tok-123', code: 'E_UP' });
    log.error({ err: error }, 'x');
    const { err } = JSON.parse(lines[0] ?? '{}');
    expect(err).toMatchObject({ message: 'upstream refused', token: '[redacted]', code: 'E_UP' });
    expect(err.stack).toContain('upstream refused');
    expect(lines[0]).not.toContain('tok-123');
  });

  it('censors a child logger’s bindings and leaves a line without secrets as it is', () => {
    const { lines, log } = logLines();
    const line = { status: 200, path: '/api/x', nested: { page: 2 } };
    log.child({ component: 'upstream', bearer: 'rt-9' }).info(line, 'y');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      component: 'upstream',
      bearer: '[redacted]',
      ...line,
    });
    expect(lines[0]).not.toContain('rt-9');
  });
});
