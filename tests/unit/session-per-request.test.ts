/**
 * What a request itself writes to or deletes from its session is what its later loaders read
 * (server/session.server.ts).
 */
import { describe, expect, it } from 'vitest';
import { runInRequest } from '../../server/log/request-context';
import { commitSession, destroySession, getSession } from '../../server/session.server';

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';
const withCookie = (cookie: string) => new Request('http://localhost/dashboard', { headers: { cookie } });

/** A stored session holding an organization id, and its cookie. */
async function storedSession(): Promise<string> {
  const session = await getSession(new Request('http://localhost/'));
  session.set('organization_id', 7);
  return cookieOf(await commitSession(session));
}

describe('the session within one request', () => {
  it('a loader after the action reads what the action committed', async () => {
    const cookie = await storedSession();
    const seen = await runInRequest('req-1', async () => {
      const action = await getSession(withCookie(cookie));
      action.set('organization_id', 9);
      await commitSession(action);
      return (await getSession(withCookie(cookie))).get('organization_id');
    });
    expect(seen).toBe(9);
  });

  it('after the request destroys its session, its later loaders find none', async () => {
    const cookie = await storedSession();
    const seen = await runInRequest('req-1', async () => {
      await destroySession(await getSession(withCookie(cookie)));
      return (await getSession(withCookie(cookie))).has('organization_id');
    });
    expect(seen).toBe(false);
  });

  it('a record another request deleted meanwhile is not written back by this one', async () => {
    const cookie = await storedSession();
    await runInRequest('req-1', async () => {
      const session = await getSession(withCookie(cookie));
      // Logged out in another tab while this request was working.
      await runInRequest('req-2', async () => destroySession(await getSession(withCookie(cookie))));
      session.set('organization_id', 10);
      await commitSession(session);
    });
    expect((await getSession(withCookie(cookie))).has('organization_id')).toBe(false);
  });
});
