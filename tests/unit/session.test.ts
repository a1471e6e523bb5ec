import { describe, expect, it } from 'vitest';
import { loadLayout } from '../../app/root.server';
import {
  clearAuth,
  commitSession,
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

describe('fixtures', () => {
  it('padre@example.com has two children', () => {
    expect(children.filter((c) => c.parentId === 101)).toHaveLength(2);
  });
});
