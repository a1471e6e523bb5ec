/**
 * A page's loaders each open the session: the store is asked for it once per request, each loader
 * still gets its own session object, and what the request itself writes or deletes is what its
 * later loaders read (server/session.server.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { runInRequest } from '../../server/log/request-context';
import { commitSession, destroySession, getSession } from '../../server/session.server';
import { getStore } from '../../server/store';

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';
const withCookie = (cookie: string) => new Request('http://localhost/dashboard', { headers: { cookie } });

/** A stored session holding an organization id, and its cookie. */
async function storedSession(): Promise<string> {
  const session = await getSession(new Request('http://localhost/'));
  session.set('organization_id', 7);
  return cookieOf(await commitSession(session));
}

function countSessionReads() {
  const get = vi.spyOn(getStore(), 'get');
  return () => get.mock.calls.filter(([key]) => key.startsWith('session:')).length;
}

describe('the session, once per request', () => {
  it('two loaders of one request read the store once, and each gets its own session', async () => {
    const cookie = await storedSession();
    const reads = countSessionReads();
    const [layout, page] = await runInRequest('req-1', () =>
      Promise.all([getSession(withCookie(cookie)), getSession(withCookie(cookie))]),
    );
    expect(reads()).toBe(1);
    expect(layout).not.toBe(page);
    layout.set('organization_id', 8);
    expect(page.get('organization_id')).toBe(7);
  });

  it('each request asks the store again, and so does code outside a request', async () => {
    const cookie = await storedSession();
    const reads = countSessionReads();
    await runInRequest('req-1', () => getSession(withCookie(cookie)));
    await runInRequest('req-2', () => getSession(withCookie(cookie)));
    await getSession(withCookie(cookie));
    await getSession(withCookie(cookie));
    expect(reads()).toBe(4);
  });

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
