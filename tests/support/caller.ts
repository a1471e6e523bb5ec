/** Builders for router tests: a caller for a visitor or for a fixture account, signed in through the mock API. */
import { DEFAULT_TIME_ZONE, type Context } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/root';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { commitSession, getSession, storeAuth } from '../../server/session.server';

export function visitorCaller(overrides: Partial<Context> = {}) {
  return createCaller({ auth: null, timeZone: DEFAULT_TIME_ZONE, ...overrides });
}

/** Signs in through auth.login (the mock API) and returns a caller with that session. */
export async function signedInCaller(email: string) {
  const answer = await visitorCaller().auth.login({ email, password: FIXTURE_PASSWORD });
  const context: Context = {
    auth: {
      accessToken: answer.access,
      refreshToken: answer.refresh,
      user: answer.user,
      platform: answer.platform,
      organizationId: answer.user.organization_id,
    },
    timeZone: DEFAULT_TIME_ZONE,
  };
  return { caller: createCaller(context), context, answer };
}

/**
 * A `cookie` header value for a session signed in as `email` through the mock API, for tests that
 * call a route's loader or action directly.
 */
export async function signedInCookie(email = 'padre@example.com'): Promise<string> {
  const { context } = await signedInCaller(email);
  if (!context.auth) throw new Error('not signed in');
  const session = await getSession(new Request('http://localhost'));
  storeAuth(session, context.auth);
  return (await commitSession(session)).split(';')[0];
}
