/**
 * A page's loaders share one read of the session (decision 101): the edge hands Remix a load
 * context per request (server/http/load-context.ts) and the loaders take the session from it,
 * instead of each asking the store for the same record.
 */
import { describe, expect, it, vi } from 'vitest';
import { loader as rootLoader } from '../../app/root';
import { loader as layoutLoader } from '../../app/routes/dashboard/route';
import { loader as dashboardLoader } from '../../app/routes/dashboard._index/route';
import { loader as referralsLoader } from '../../app/routes/dashboard.referidos/route';
import { loader as organizationLoader } from '../../app/routes/dashboardb2b.organization.$organizationId._index/route';
import { loaderSession } from '../../app/lib/loader-session.server';
import { requestLoadContext } from '../../server/http/load-context';
import { getStore } from '../../server/store';
import { signedInCookie } from '../support/caller';

const ORIGIN = 'http://localhost';

/** How many times the store was asked for a session record. */
function sessionReads() {
  const get = vi.spyOn(getStore(), 'get');
  return () => get.mock.calls.filter(([key]) => key.startsWith('session:')).length;
}

/** As Remix runs a page's loaders: side by side, each with the request and the same context. */
async function view(path: string, cookie: string, loaders: Array<(args: LoaderArgs) => unknown>) {
  const context = requestLoadContext({ headers: { cookie } });
  const args = { request: new Request(`${ORIGIN}${path}`, { headers: { cookie } }), params: {}, context };
  return Promise.all(loaders.map((loader) => loader(args)));
}

type LoaderArgs = Parameters<typeof rootLoader>[0];

describe('the session of a page view', () => {
  it('is read from the store once for all of the parents’ zone loaders', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const reads = sessionReads();
    await view('/dashboard', cookie, [rootLoader, layoutLoader, dashboardLoader]);
    expect(reads()).toBe(1);
  });

  it('is read once for a page under the dashboard layout and for the organization dashboard', async () => {
    const parent = await signedInCookie('padre@example.com');
    const reads = sessionReads();
    await view('/dashboard/referidos', parent, [rootLoader, layoutLoader, referralsLoader]);
    expect(reads()).toBe(1);
    const coordinator = await signedInCookie('org@example.com');
    await view('/dashboardb2b/organization/1', coordinator, [
      rootLoader,
      (args) => organizationLoader({ ...args, params: { organizationId: '1' } }),
    ]);
    expect(reads()).toBe(2);
  });

  it('is not shared with an action, which changes it: the loaders after it read it again', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const context = requestLoadContext({ headers: { cookie } });
    const reads = sessionReads();
    const post = new Request(`${ORIGIN}/dashboard?index`, { method: 'POST', headers: { cookie } });
    await loaderSession(post, context);
    await loaderSession(post, context);
    expect(reads()).toBe(2);
    const get = new Request(`${ORIGIN}/dashboard`, { headers: { cookie } });
    await loaderSession(get, context);
    await loaderSession(get, context);
    expect(reads()).toBe(3);
  });
});
