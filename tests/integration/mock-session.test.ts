/**
 * POST /__mocks/session, the end-to-end tests' sign-in by cookie (docs/decisions/028): only in
 * mock mode, only with the support token, and the cookie it returns is the session a sign-in
 * through the dialog gives — for a parent, a student and an organization user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { newBrowser, type HttpAnswer, type HttpClient } from './harness/http-client';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { PASSWORD } from './support/accounts';
import { describe as describeAnswer, signIn } from './support/sign-in';

const TOKEN = 'integration-mock-session-token';
/** server/http/private-responses.ts SESSION_COOKIE_NAME. */
const SESSION_COOKIE = '__kodea_session';

let mockApp: RunningApp | undefined;
let upstream: RunningUpstream | undefined;
let realModeApp: RunningApp | undefined;

beforeAll(async () => {
  mockApp = await startApp({ env: { MOCK_SUPPORT_TOKEN: TOKEN } });
  // Mock mode off: the production code path against the standalone simulated upstream.
  upstream = await startUpstream([]);
  realModeApp = await startApp({ env: { ...upstream.appEnv, MOCK_SUPPORT_TOKEN: TOKEN } });
});

afterAll(async () => {
  await Promise.allSettled([mockApp?.stop(), realModeApp?.stop()]);
  await upstream?.stop();
});

function origins() {
  if (!mockApp || !realModeApp) throw new Error('The apps did not start (see beforeAll)');
  return { mock: mockApp.origin, realMode: realModeApp.origin };
}

function postSession(
  browser: HttpClient,
  credentials: { email: string; password: string },
  token: string | null = TOKEN,
): Promise<HttpAnswer> {
  return browser.postForm('/__mocks/session', credentials, { 'x-mock-support-token': token });
}

const setCookies = (answer: HttpAnswer) => [answer.headers['set-cookie'] ?? []].flat();

describe('POST /__mocks/session', () => {
  it('does not exist outside mock mode (UPSTREAM_URL set), token or not', async () => {
    const answer = await postSession(newBrowser(origins().realMode), {
      email: 'padre@example.com',
      password: PASSWORD,
    });
    expect(answer.status, describeAnswer(answer)).toBe(404);
    expect(setCookies(answer)).toEqual([]);
  });

  it('refuses without the support token, or with a wrong one, and opens no session', async () => {
    for (const token of [null, 'not-the-token']) {
      const browser = newBrowser(origins().mock);
      const answer = await postSession(browser, { email: 'padre@example.com', password: PASSWORD }, token);
      expect(answer.status, describeAnswer(answer)).toBe(403);
      expect(setCookies(answer)).toEqual([]);
      expect((await browser.get('/dashboard')).headers.location).toBe('/dashboard?login');
    }
  });

  it('refuses a wrong password as the upstream does, and opens no session', async () => {
    const answer = await postSession(newBrowser(origins().mock), {
      email: 'padre@example.com',
      password: 'no-es-la-clave',
    });
    expect(answer.status, describeAnswer(answer)).toBe(401);
    expect(setCookies(answer)).toEqual([]);
  });

  it('refuses a cross-site post like any other form post', async () => {
    const crossSite = await newBrowser(origins().mock).postForm(
      '/__mocks/session',
      { email: 'padre@example.com', password: PASSWORD },
      { 'x-mock-support-token': TOKEN, origin: 'http://evil.example' },
    );
    expect(crossSite.status, describeAnswer(crossSite)).toBe(403);
    expect(setCookies(crossSite)).toEqual([]);
  });
});

describe.each([
  { who: 'parent', email: 'padre@example.com', home: '/dashboard', greeting: 'Carlos' },
  { who: 'student', email: 'alumno@example.com', home: '/dashboard', greeting: 'Mateo' },
  {
    who: 'organization user',
    email: 'org@example.com',
    home: '/dashboardb2b/organization/1',
    greeting: 'Colegio San Martín de Porres',
  },
])('with the support token, as a $who', ({ email, home, greeting }) => {
  it('the httpOnly session cookie opens /dashboard and the home page, as a dialog sign-in does', async () => {
    const byCookie = newBrowser(origins().mock);
    const answer = await postSession(byCookie, { email, password: PASSWORD });
    expect(answer.status, describeAnswer(answer)).toBe(204);
    const [cookie] = setCookies(answer);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // An organization user's /dashboard is their organization's: the app sends them there.
    const dashboard = await byCookie.get('/dashboard');
    if (home === '/dashboard') expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
    else expect(dashboard.headers.location, describeAnswer(dashboard)).toBe(home);
    const page = await byCookie.get(home);
    expect(page.status, describeAnswer(page)).toBe(200);
    expect(page.body).toContain(greeting);

    // The same session state as the login dialog's: the root data (user, platform, organization).
    const byDialog = newBrowser(origins().mock);
    await signIn(byDialog, email);
    const rootData = async (browser: HttpClient) =>
      (await browser.get(`${home === '/' ? '/_root' : home}.data?_routes=root`)).body;
    expect(await rootData(byCookie)).toBe(await rootData(byDialog));
  });
});

it('gives the browser a new session id, as a sign-in does: the cookie held before stays signed out', async () => {
  const browser = newBrowser(origins().mock);
  // An anonymous session with something in it (the failed sign-in's message).
  await browser.postForm('/auth/login', { email: 'padre@example.com', password: 'mal', redirectTo: '/' });
  const before = browser.jar.snapshot();
  expect(before.get(SESSION_COOKIE)).toBeDefined();
  const answer = await postSession(browser, { email: 'padre@example.com', password: PASSWORD });
  expect(answer.status, describeAnswer(answer)).toBe(204);
  expect(browser.jar.get(SESSION_COOKIE)).not.toBe(before.get(SESSION_COOKIE));
  expect((await browser.get('/dashboard')).status).toBe(200);
  const old = await browser.withCookies(before).get('/dashboard');
  expect(old.headers.location).toBe('/dashboard?login');
});
