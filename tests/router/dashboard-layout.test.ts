/**
 * The /dashboard layout route (app/routes/dashboard/): its loader runs the access prologue once
 * for every dashboard page — the login dialog for a visitor, the organization's dashboard for its
 * members, /dashboard for a student anywhere else — and loads the parents' sidebar; the parents'
 * pages under it no longer repeat it and ask the upstream nothing for anyone but a parent.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { loadDashboardLayout } from '../../app/routes/dashboard/dashboard-layout.server';
import { loadPurchases } from '../../app/routes/dashboard.compras._index/purchases.server';
import { loadParentsFaq } from '../../app/routes/dashboard.faq/parents-faq.server';
import { signedInCookie } from '../support/caller';

const ORIGIN = 'http://localhost';

const request = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

/** The loader's answer: its JSON, or the redirect it threw. */
async function layout(path: string, cookie?: string) {
  try {
    const response = await loadDashboardLayout(request(path, cookie));
    return { data: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('the dashboard layout loader', () => {
  it.each(['/dashboard', '/dashboard/compras', '/dashboard/compras/7', '/dashboard/faq'])(
    'a visitor on %s gets the login dialog over that very page',
    async (path) => {
      expect(await layout(path)).toEqual({ status: 302, location: `${path}?login` });
      expect(await layout(`${path}?login`)).toEqual({ data: { zone: 'signed-out' } });
    },
  );

  it('a parent gets the parents’ zone and its sidebar’s chat number, on every page', async () => {
    const cookie = await signedInCookie('padre@example.com');
    for (const path of ['/dashboard', '/dashboard/referidos', '/dashboard/compras/7'])
      expect(await layout(path, cookie)).toEqual({
        data: { zone: 'parents', chatNumber: expect.stringMatching(/^\d+$/) },
      });
  });

  it('a student keeps /dashboard, and is sent there from a parents’ page', async () => {
    const cookie = await signedInCookie('alumno@example.com');
    expect(await layout('/dashboard', cookie)).toEqual({ data: { zone: 'student' } });
    expect(await layout('/dashboard/', cookie)).toEqual({ data: { zone: 'student' } });
    expect(await layout('/dashboard/compras', cookie)).toEqual({ status: 302, location: '/dashboard' });
  });

  it('an organization’s member goes to the organization’s dashboard from any dashboard page', async () => {
    const cookie = await signedInCookie('org@example.com');
    const answer = await layout('/dashboard', cookie);
    expect(answer).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/dashboardb2b\/organization\/\d+$/),
    });
    expect(await layout('/dashboard/faq', cookie)).toEqual(answer);
  });
});

describe('a parents’ page under the layout', () => {
  it('asks the upstream nothing when the visitor is no parent: the layout answers', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.all(`${MOCK_API_URL}/*`, ({ request: call }) => {
        asked.push(call.url);
        return undefined;
      }),
    );
    const student = await signedInCookie('alumno@example.com');
    asked.length = 0;
    for (const cookie of [undefined, student]) {
      expect(await (await loadPurchases(request('/dashboard/compras?login', cookie))).json()).toBeNull();
      expect(await (await loadParentsFaq(request('/dashboard/faq?login', cookie))).json()).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('loads its own data for a parent, without the sidebar the layout loads', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const data = await (await loadParentsFaq(request('/dashboard/faq', cookie))).json();
    expect(data).toEqual({ faqs: expect.any(Array) });
  });
});
