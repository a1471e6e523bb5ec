/**
 * The sign-in action (app/routes/auth.login/route.tsx) against the mock API, with the throttle policy
 * of docs/decisions/023: per-client limits never refuse a right password; an account's own limits do.
 */
import { describe, expect, it, vi } from 'vitest';
import { action } from '../../app/routes/auth.login/route';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../../kernel/texts/login';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { getSession, readAuth } from '../../server/session.server';
import { LIMITS } from '../../server/throttle';
import { logger } from '../../server/log/logger';

const ORIGIN = 'http://localhost';

interface Attempt {
  location: string;
  signedIn: boolean;
  error: string | null;
}

async function signIn(
  email: string,
  password: string,
  client: string,
  redirectTo: string | null = '/dashboard',
): Promise<Attempt> {
  const form = new URLSearchParams({ email, password });
  if (redirectTo !== null) form.set('redirectTo', redirectTo);
  const request = new Request(`${ORIGIN}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_IP_HEADER]: client },
    body: form.toString(),
  });
  const response = await action({ request, params: {}, context: {} });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  const session = await getSession(new Request(ORIGIN, { headers: { cookie } }));
  return {
    location: response.headers.get('location') ?? '',
    signedIn: readAuth(session) !== null,
    error: session.get('loginError')?.message ?? null,
  };
}

/** One wrong guess on each of as many accounts as the client limit allows: the limit is used up. */
async function exhaustClient(client: string): Promise<void> {
  for (let i = 0; i < LIMITS.loginFailuresByClient.points; i++) {
    const attempt = await signIn(`alumno${i}@colegio.example`, 'no-es-la-clave', client);
    expect(attempt.error, `failure ${i + 1}`).toBe(WRONG_CREDENTIALS);
  }
}

describe('sign-in throttles (decision 023)', () => {
  it('a client over its failure limit still signs in with a right password', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const school = '198.51.100.20';
    await exhaustClient(school);
    const parent = await signIn('padre@example.com', FIXTURE_PASSWORD, school);
    expect(parent).toMatchObject({ location: '/dashboard', signedIn: true, error: null });
    const student = await signIn('alumno@example.com', FIXTURE_PASSWORD, school);
    expect(student).toMatchObject({ signedIn: true, error: null });
  });

  it('a client over its limit gets the throttled message for a wrong guess, but it is still checked', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const stranger = '198.51.100.21';
    await exhaustClient(stranger);
    const guess = await signIn('padre@example.com', 'otra-clave-1', stranger);
    expect(guess).toMatchObject({ location: '/dashboard?login', signedIn: false, error: TOO_MANY_ATTEMPTS });
    // Another address is untouched by that client's limit.
    const elsewhere = await signIn('mama.mx@example.com', 'otra-clave-1', '198.51.100.99');
    expect(elsewhere.error).toBe(WRONG_CREDENTIALS);
  });

  it('an account locked on a client refuses even its right password there, and only there', async () => {
    const client = '198.51.100.30';
    for (let attempt = 1; attempt <= LIMITS.loginFailuresByAccountAndClient.points; attempt++) {
      const answer = await signIn('padre@example.com', `clave-${attempt}`, client);
      expect(answer.error, `attempt ${attempt}`).toBe(WRONG_CREDENTIALS);
    }
    const locked = await signIn('padre@example.com', FIXTURE_PASSWORD, client);
    expect(locked).toMatchObject({ signedIn: false, error: TOO_MANY_ATTEMPTS });
    // The owner on their own device, and another family on the locked address, still sign in.
    expect((await signIn('padre@example.com', FIXTURE_PASSWORD, '198.51.100.31')).signedIn).toBe(true);
    expect((await signIn('mama.mx@example.com', FIXTURE_PASSWORD, client)).signedIn).toBe(true);
  });

  it('without a known address (every request "unknown") one guesser does not lock everyone out', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await exhaustClient('unknown');
    expect((await signIn('padre@example.com', FIXTURE_PASSWORD, 'unknown')).signedIn).toBe(true);
  });
});

describe('where a sign-in lands (issue 53)', () => {
  const client = '198.51.100.60';
  it.each([
    ['padre@example.com', '/dashboard'],
    ['alumno@example.com', '/dashboard'],
    ['org@example.com', '/dashboardb2b/organization/1'],
  ])("a plain sign-in of %s lands on that user's own area", async (email, area) => {
    for (const redirectTo of [null, '/', '/?login', '/registro'])
      expect((await signIn(email, FIXTURE_PASSWORD, client, redirectTo)).location, String(redirectTo)).toBe(
        area,
      );
  });

  it('from a page that asked, back to it with its choice', async () => {
    const step = '/enrollment?edad=8_to_11&programa=vac-8_to_11-2&horario=vg-8-2-2&hijo=3&paso=pago';
    expect((await signIn('padre@example.com', FIXTURE_PASSWORD, client, `${step}&login`)).location).toBe(
      step,
    );
    const signUp = `/registro?redirectTo=${encodeURIComponent('/invitacion/ABC123')}`;
    expect((await signIn('padre@example.com', FIXTURE_PASSWORD, client, signUp)).location).toBe(
      '/invitacion/ABC123',
    );
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/registro?redirectTo=%2F%2Fevil.com'])(
    'never off the site: %s',
    async (redirectTo) => {
      expect((await signIn('padre@example.com', FIXTURE_PASSWORD, client, redirectTo)).location).toBe(
        '/dashboard',
      );
    },
  );
});
