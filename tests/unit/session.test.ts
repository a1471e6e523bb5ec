import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadLayout } from '../../app/root.server';
import { errorCode, toRouteErrorResponse } from '../../app/lib/route-errors.server';
import { vi } from 'vitest';
import {
  clearAuth,
  commitSession,
  destroySession,
  redirectWithSession,
  rotateSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_BYTES,
  getSession,
  hasStaleAuth,
  readAuth,
  storeAuth,
} from '../../server/session.server';
import { useStore } from '../../server/store';
import { StoreUnavailableError } from '../../server/store/errors';
import { createMemoryStore } from '../../server/store/memory-store';
import { createRedisStore } from '../../server/store/redis-store';
import { createSqliteStore, STORE_FILE_NAME } from '../../server/store/sqlite-store';
import { signedInCaller } from '../support/caller';
import { children } from '../../fixtures/children';
import { closedPort } from '../support/closed-port';

const user = {
  id: 201,
  email: 'alumno@example.com',
  firstName: 'Mateo',
  lastName: 'Quispe',
  phone: null,
  countryCode: 'PE',
  role: 'student' as const,
  organization_id: null,
};
const auth = {
  accessToken: 'a',
  refreshToken: 'r',
  user,
  platform: 'zona-estudiantes' as const,
  organizationId: null,
};

async function requestWith(
  mutate: (session: Awaited<ReturnType<typeof getSession>>) => void,
  url = 'http://localhost/cursos',
) {
  const session = await getSession(new Request(url));
  mutate(session);
  const cookie = (await commitSession(session)).split(';')[0];
  return new Request(url, { headers: { cookie } });
}

describe('session', () => {
  it('signed in means both tokens, user data and a platform', async () => {
    const request = await requestWith((s) => storeAuth(s, auth));
    const session = await getSession(request);
    expect(readAuth(session)).toEqual(auth);
    expect(hasStaleAuth(session)).toBe(false);
  });

  it('a session without platform is stale and the layout logs it out to /', async () => {
    const request = await requestWith((s) => {
      storeAuth(s, auth);
      s.unset('platform');
    });
    expect(hasStaleAuth(await getSession(request))).toBe(true);
    const thrown = await loadLayout(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cleared = await getSession(
      new Request('http://localhost/', {
        headers: { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] },
      }),
    );
    expect(cleared.has('userData')).toBe(false);
    expect(cleared.has('accessToken')).toBe(false);
  });

  it('a single missing token also counts as signed out', async () => {
    const request = await requestWith((s) => {
      storeAuth(s, auth);
      s.unset('refreshToken');
    });
    expect(readAuth(await getSession(request))).toBeNull();
  });

  it('logout removes user data, tokens, platform and the payment in progress', async () => {
    const request = await requestWith((s) => {
      storeAuth(s, auth);
      clearAuth(s);
    });
    const session = await getSession(request);
    for (const key of [
      'accessToken',
      'refreshToken',
      'userData',
      'platform',
      'organization_id',
      'payment',
      'subscription',
    ] as const) {
      expect(session.has(key)).toBe(false);
    }
  });

  it('the layout never exposes tokens', async () => {
    const { data } = await loadLayout(await requestWith((s) => storeAuth(s, auth)));
    expect(JSON.stringify(data)).not.toContain('"r"');
    expect(data.user).toMatchObject({ firstName: 'Mateo', platform: 'zona-estudiantes' });
  });

  it('the login dialog opens for a visitor only, and closing it returns to the page without it', async () => {
    const visitor = await loadLayout(new Request('http://localhost/cursos?x=1&login'));
    expect(visitor.data.login).toMatchObject({ open: true, returnTo: '/cursos?x=1' });
    const signedIn = await loadLayout(
      await requestWith((s) => storeAuth(s, auth), 'http://localhost/cursos?x=1&login'),
    );
    expect(signedIn.data.login.open).toBe(false);
  });

  it('the cookie is signed: a tampered value is ignored', async () => {
    const request = await requestWith((s) => storeAuth(s, auth));
    const cookie = request.headers.get('cookie') ?? '';
    const tampered = new Request('http://localhost/', { headers: { cookie: cookie.replace(/=(.)/, '=X') } });
    expect(readAuth(await getSession(tampered))).toBeNull();
  });
});

const cookieOf = (setCookie: string) => setCookie.split(';')[0];
const requestWithCookie = (cookie: string) =>
  new Request('http://localhost/dashboard', { headers: { cookie } });

describe('server-side session', () => {
  it('the cookie carries only a signed id: no token, no personal data, small', async () => {
    const session = await getSession(new Request('http://localhost/'));
    storeAuth(session, { ...auth, refreshToken: 'secret-refresh-token' });
    const cookie = cookieOf(await commitSession(session));
    expect(cookie).not.toContain('secret-refresh-token');
    expect(decodeURIComponent(cookie)).not.toContain('alumno@example.com');
    expect(cookie.length).toBeLessThan(150);
  });

  it('the tokens are sealed at rest: the stored record holds neither, the session reads both (issue 50)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-sealed-tokens-'));
    const store = createSqliteStore({ dataDir });
    useStore(store);
    try {
      const session = await getSession(new Request('http://localhost/'));
      storeAuth(session, {
        ...auth,
        accessToken: 'access-token-en-claro',
        refreshToken: 'refresh-token-en-claro',
      });
      const cookie = cookieOf(await commitSession(session));
      const id = (await getSession(requestWithCookie(cookie))).id;
      const raw = (await store.get(`session:${id}`)) ?? '';
      expect(raw).toContain('Mateo');
      expect(raw).not.toContain('token-en-claro');
      expect(raw).not.toMatch(/"(?:accessToken|refreshToken)"/);
      const file = readFileSync(path.join(dataDir, STORE_FILE_NAME));
      expect(file.includes('token-en-claro')).toBe(false);
      expect(readAuth(await getSession(requestWithCookie(cookie)))).toMatchObject({
        accessToken: 'access-token-en-claro',
        refreshToken: 'refresh-token-en-claro',
      });
      // A sealed value that does not open (a changed byte, a secret no longer configured): signed out.
      const record = JSON.parse(raw);
      for (const key of Object.keys(record.data))
        if (typeof record.data[key] === 'string' && record.data[key].startsWith('v1.'))
          record.data[key] = record.data[key].slice(0, -2) + 'AA';
      await store.set(`session:${id}`, JSON.stringify(record), 60_000, { tier: 'protected' });
      expect(readAuth(await getSession(requestWithCookie(cookie)))).toBeNull();
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('destroying the session kills every copy of its cookie', async () => {
    const session = await getSession(new Request('http://localhost/'));
    storeAuth(session, auth);
    const copied = cookieOf(await commitSession(session));
    const live = await getSession(requestWithCookie(copied));
    expect(readAuth(live)).not.toBeNull();
    await destroySession(live);
    expect(readAuth(await getSession(requestWithCookie(copied)))).toBeNull();
  });

  it('a dead id is never written to again: the next commit gets a new id', async () => {
    const session = await getSession(new Request('http://localhost/'));
    storeAuth(session, auth);
    const copied = cookieOf(await commitSession(session));
    await destroySession(await getSession(requestWithCookie(copied)));
    const revived = await getSession(requestWithCookie(copied));
    revived.set('platform', 'zona-padres');
    const next = cookieOf(await commitSession(revived));
    expect(next).not.toBe(copied);
    expect(readAuth(await getSession(requestWithCookie(copied)))).toBeNull();
  });

  it('sign-in rotates the id and keeps the purchase in progress; the old id is dead', async () => {
    const before = await getSession(new Request('http://localhost/'));
    before.set('organization_id', 7);
    const oldCookie = cookieOf(await commitSession(before));
    const rotated = await rotateSession(await getSession(requestWithCookie(oldCookie)));
    storeAuth(rotated, auth);
    const newCookie = cookieOf(await commitSession(rotated));
    expect(newCookie).not.toBe(oldCookie);
    expect(readAuth(await getSession(requestWithCookie(newCookie)))).toEqual({
      ...auth,
      organizationId: null,
    });
    expect((await getSession(requestWithCookie(oldCookie))).has('organization_id')).toBe(false);
  });

  it('expires after the idle limit, and after the absolute limit however active', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 1), toFake: ['Date'] });
    try {
      const session = await getSession(new Request('http://localhost/'));
      storeAuth(session, auth);
      const cookie = cookieOf(await commitSession(session));
      vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
      expect(readAuth(await getSession(requestWithCookie(cookie)))).not.toBeNull();
      // Kept active (a visit each day) until the absolute limit.
      for (let day = 1; day * 86_400_000 < SESSION_ABSOLUTE_MS; day++) {
        vi.setSystemTime(Date.UTC(2026, 10, 1) + day * 86_400_000);
        await getSession(requestWithCookie(cookie));
      }
      vi.setSystemTime(Date.UTC(2026, 10, 1) + SESSION_ABSOLUTE_MS + 1_000);
      expect(readAuth(await getSession(requestWithCookie(cookie)))).toBeNull();
      // Idle: a session left alone longer than the idle limit is gone.
      const idle = await getSession(new Request('http://localhost/'));
      storeAuth(idle, auth);
      const idleCookie = cookieOf(await commitSession(idle));
      vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1_000);
      expect(readAuth(await getSession(requestWithCookie(idleCookie)))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fixtures', () => {
  it('padre@example.com has two children', () => {
    expect(children.filter((c) => c.parentId === 101)).toHaveLength(2);
  });
});

describe('sessions on a bounded store (docs/decisions/021)', () => {
  const KiB = 1024;
  const setCookieOf = (response: Response) => response.headers.get('set-cookie');
  const requestFor = (setCookie: string) =>
    new Request('http://localhost/', { headers: { cookie: cookieOf(setCookie) } });
  const childRows = (label: string) => [{ firstName: label.padEnd(900, '.'), age: '8_to_11' }];

  it('a visit that keeps nothing writes nothing and sets no cookie', async () => {
    const store = createMemoryStore();
    useStore(store);
    const session = await getSession(new Request('http://localhost/dashboard'));
    const answer = await redirectWithSession('/?login', session);
    expect(setCookieOf(answer)).toBeNull();
    // Committed anyway (a loader that always commits): still no record, and a cookie that expires.
    const header = await commitSession(session);
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.usage()).toMatchObject({
      anonymous: { entries: 0 },
      protected: { entries: 0 },
    });
  });

  it('a flash keeps an anonymous record until it is read; then the record and cookie go', async () => {
    const store = createMemoryStore();
    useStore(store);
    const first = await getSession(new Request('http://localhost/'));
    first.flash('loginError', {
      id: 1,
      message: 'Correo o contraseña incorrectos',
      result: { status: 'success', initialValue: { email: 'x@example.com' } },
    });
    const header = await commitSession(first);
    expect((await store.usage()).anonymous.entries).toBe(1);

    const next = await getSession(requestFor(header));
    expect(next.get('loginError')).toMatchObject({ result: { initialValue: { email: 'x@example.com' } } });
    expect(await commitSession(next)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await store.usage()).anonymous.entries).toBe(0);
  });

  it('an anonymous flood never signs a parent out; signing out makes the record anonymous', async () => {
    const store = createMemoryStore({
      maxBytes: 1024 * KiB,
      anonymousMaxBytes: 64 * KiB,
      maxValueBytes: 64 * KiB,
    });
    useStore(store);
    const parent = await getSession(new Request('http://localhost/'));
    storeAuth(parent, auth);
    const parentCookie = await commitSession(parent);
    // The session and its account's session index (decision 081).
    expect((await store.usage()).protected?.entries).toBe(2);

    const drafts: string[] = [];
    for (let i = 0; i < 300; i++) {
      const visitor = await getSession(new Request('http://localhost/registro'));
      visitor.set('signUpChildren', childRows(`visitor ${i}`));
      drafts.push(await commitSession(visitor));
    }
    expect(readAuth(await getSession(requestFor(parentCookie)))).toEqual(auth);
    expect((await getSession(requestFor(drafts[0]))).has('signUpChildren')).toBe(false);
    expect((await getSession(requestFor(drafts[299]))).get('signUpChildren')).toEqual(
      childRows('visitor 299'),
    );
    expect((await store.usage()).anonymous.bytes).toBeLessThanOrEqual(64 * KiB);

    // Signed out but keeping the purchase: now anonymous state, counted as such.
    const signingOut = await getSession(requestFor(parentCookie));
    clearAuth(signingOut);
    signingOut.set('organization_id', 7);
    await commitSession(signingOut);
    // Only the index is left; its dead ids are pruned at the account's next sign-in.
    expect((await store.usage()).protected?.entries).toBe(1);
  });

  it(`refuses a record over ${SESSION_MAX_BYTES} bytes with the 413 page; the stored record stays`, async () => {
    const session = await getSession(new Request('http://localhost/registro'));
    session.set('signUpChildren', childRows('first'));
    const cookie = await commitSession(session);

    const again = await getSession(requestFor(cookie));
    again.set(
      'signUpChildren',
      Array.from({ length: 6 }, (_, i) => ({ firstName: 'x'.repeat(SESSION_MAX_BYTES / 6), age: String(i) })),
    );
    const refused = await commitSession(again).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect(refused instanceof Response && refused.status).toBe(413);
    expect((await getSession(requestFor(cookie))).get('signUpChildren')).toEqual(childRows('first'));
  });

  it('Redis unreachable: a request with a session cookie gets the 503 response; one without never asks', async () => {
    const cookie = await requestWith((s) => storeAuth(s, auth));
    const down = createRedisStore(`redis://127.0.0.1:${await closedPort()}`);
    useStore(down);
    try {
      const thrown = await getSession(cookie).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown instanceof Response && thrown.status).toBe(503);
      expect(thrown instanceof Response && (await thrown.text())).toContain(
        'En mantenimiento, volvemos en unos minutos',
      );
      const anonymous = await getSession(new Request('http://localhost/'));
      expect(readAuth(anonymous)).toBeNull();
    } finally {
      await down.close();
    }
  }, 15_000);

  it('SQLite locked by another process: commits are 503, throttled procedures SERVICE_UNAVAILABLE, routes 503', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-session-test-'));
    const store = createSqliteStore({ dataDir, busyTimeoutMs: 20 });
    useStore(store);
    const { caller } = await signedInCaller('padre@example.com');
    const locker = new Database(path.join(dataDir, STORE_FILE_NAME));
    locker.exec('BEGIN EXCLUSIVE');
    try {
      const session = await getSession(new Request('http://localhost/'));
      session.flash('toast', { kind: 'success', message: 'Listo' });
      const committed = await commitSession(session).catch((error: unknown) => error);
      expect(committed instanceof Response && committed.status).toBe(503);

      const sent = await caller.contact
        .send({ tipo_de_consulta: 'soporte', message: 'Hola' })
        .catch((error: unknown) => error);
      expect(errorCode(sent)).toBe('SERVICE_UNAVAILABLE');
      expect(toRouteErrorResponse(sent).status).toBe(503);
      expect(toRouteErrorResponse(new StoreUnavailableError('get', new Error('down'))).status).toBe(503);
    } finally {
      locker.exec('COMMIT');
      locker.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
