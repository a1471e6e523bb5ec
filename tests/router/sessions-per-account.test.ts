/**
 * Sessions per account (issue 74 point 4, decision 098): signed-in sessions live in the store's
 * protected tier, which nothing evicts. One account signing in over and over ends its own oldest
 * sessions instead of filling that tier, so every other family still signs in. Through the sign-in
 * action, on a small in-memory store.
 */
import { describe, expect, it } from 'vitest';
import { action } from '../../app/routes/auth.login/route';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../server/session-index';
import { getSession, readAuth } from '../../server/session.server';
import { useStore } from '../../server/store';
import { createMemoryStore } from '../../server/store/memory-store';

const ORIGIN = 'http://localhost';
const KiB = 1024;

/** A browser that keeps no cookie: each sign-in is a new session. */
async function signIn(email: string): Promise<{ status: number; location: string | null; cookie: string }> {
  const request = new Request(`${ORIGIN}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_IP_HEADER]: '198.51.100.74' },
    body: new URLSearchParams({ email, password: FIXTURE_PASSWORD, redirectTo: '/dashboard' }).toString(),
  });
  // The store full is a thrown 503 page (server/store/responses.ts).
  const response = await action({ request, params: {}, context: {} }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  return { status: response.status, location: response.headers.get('location'), cookie };
}

const signedIn = async (cookie: string) =>
  readAuth(await getSession(new Request(ORIGIN, { headers: { cookie } })))?.user.email ?? null;

describe('sessions per account (decision 098)', () => {
  it('one account signing in past what the protected tier holds locks no other family out', async () => {
    const store = createMemoryStore({
      maxBytes: 128 * KiB,
      anonymousMaxBytes: 64 * KiB,
      maxValueBytes: 64 * KiB,
    });
    useStore(store);
    const first = await signIn('alumno@example.com');
    expect(first.location).toBe('/dashboard');
    // Enough sign-ins of one account to fill the protected tier, were each one kept.
    const perSession = (await store.usage()).protected?.bytes ?? 1;
    const attempts = Math.ceil((1.5 * 64 * KiB) / perSession);
    for (let n = 2; n <= attempts; n++) {
      const answer = await signIn('alumno@example.com');
      expect(answer, `sign-in ${n} of ${attempts}`).toMatchObject({ status: 302, location: '/dashboard' });
    }
    // The account holds its bound and its index, nothing more.
    expect((await store.usage()).protected?.entries).toBeLessThanOrEqual(MAX_SESSIONS_PER_ACCOUNT + 1);

    const family = await signIn('padre@example.com');
    expect(family).toMatchObject({ status: 302, location: '/dashboard' });
    expect(await signedIn(family.cookie)).toBe('padre@example.com');
  }, 30_000);

  it(`the ${MAX_SESSIONS_PER_ACCOUNT + 1}th sign-in ends the oldest session only`, async () => {
    const cookies: string[] = [];
    for (let n = 0; n <= MAX_SESSIONS_PER_ACCOUNT; n++)
      cookies.push((await signIn('padre@example.com')).cookie);
    const other = await signIn('mama.mx@example.com');
    expect(await signedIn(cookies[0])).toBeNull();
    for (const cookie of cookies.slice(1)) expect(await signedIn(cookie)).toBe('padre@example.com');
    expect(await signedIn(other.cookie)).toBe('mama.mx@example.com');
  });
});
