/** The parents' /dashboard loader and action called as Remix would, for a signed-in parent's cookie. */
import { getSession, readAuth } from '../../server/session.server';
import { isParent } from '../../app/lib/parents-access.server';
import { parentsDashboardAction } from '../../app/routes/dashboard._index/parents-dashboard-actions.server';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';

const ORIGIN = 'http://localhost';

async function parentOf(request: Request) {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth || !isParent(auth)) throw new Error('expected a signed-in parent');
  return { session, auth };
}

export async function load(cookie: string, query = '') {
  const request = new Request(`${ORIGIN}/dashboard${query}`, { headers: { cookie } });
  const response = await loadParentsDashboard(request, await parentOf(request));
  return response.json();
}

/** The action's answer, or the Response it threw (a 404, a redirect to the login). */
export async function post(cookie: string, query: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/dashboard${query}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await parentsDashboardAction(request, await parentOf(request));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
