import { describe, expect, it } from 'vitest';
import { loadLayout } from '../../app/root.server';
import { vi } from 'vitest';
import {
  clearAuth,
  commitSession,
  destroySession,
  rotateSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  getSession,
  hasStaleAuth,
  readAuth,
  storeAuth,
} from '../../server/session.server';
import { children } from '../../fixtures/children';

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
