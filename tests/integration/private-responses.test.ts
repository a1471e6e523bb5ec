/**
 * Private data is never cacheable (issue 15, point 6; docs/decisions/024): with a signed-in
 * cookie — a parent, a student, an organization user — every route of the app answers
 * `Cache-Control: private, no-store`: the page, its Remix data request for the route's own id and
 * for the root, resource routes (.ics, CSV, the complaint download), tRPC and form posts. The
 * route table must name every file in app/routes, so a new route is checked too.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { newBrowser, type HttpClient } from './harness/http-client';
import { COMPLAINT_INPUT } from '../support/form-inputs';
import { dataUrl, routeId, ROUTES, withQuery, type RouteParams } from './hostile/route-urls';
import { describe as describeAnswer, signIn } from './support/sign-in';

const origin = useMockApp();

/** The page, then its data request as the hydrated app makes it, for the route and for the root. */
function requestsFor(file: string, data: RouteParams): string[] {
  return ROUTES[file](data).flatMap((url) => [
    url,
    withQuery(dataUrl(url), `_routes=${encodeURIComponent(routeId(file))}`),
    withQuery(dataUrl(url), '_routes=root'),
  ]);
}

const ALL_ROUTES = Object.keys(ROUTES).filter((file) => file !== 'auth.logout');
const zone = (...prefixes: string[]) =>
  ALL_ROUTES.filter((file) => prefixes.some((prefix) => file === prefix || file.startsWith(`${prefix}.`)));

/**
 * The rule is one (server/http/remix-handler.ts applies it to every answer to a request carrying
 * the session cookie, whoever it names): the parent goes through every route, the student and the
 * organization user through the zone where the pages are theirs.
 */
const USERS = [
  { who: 'parent', email: 'padre@example.com', home: 'Carlos', routes: ALL_ROUTES },
  {
    who: 'student',
    email: 'alumno@example.com',
    home: 'Mateo',
    routes: zone('dashboard', 'login-perfiles', 'login-perfiles_'),
  },
  {
    who: 'organization user',
    email: 'org@example.com',
    home: 'Colegio San Martín de Porres',
    routes: zone('dashboardb2b'),
  },
];

const COMPLAINT = (() => {
  const { isMinor: _adult, ...fields } = COMPLAINT_INPUT;
  return { ...fields, acceptance: 'on' };
})();

/** A signed-in browser and what its routes need: an enrolment id and a complaint of its own. */
async function signedIn(
  email: string,
  enrolmentId: string,
): Promise<{ browser: HttpClient; data: RouteParams }> {
  const browser = newBrowser(origin());
  await signIn(browser, email);
  const filed = await browser.postForm('/libro-de-reclamaciones', COMPLAINT);
  expect(filed.status, describeAnswer(filed)).toBe(302);
  return { browser, data: { enrolmentId, complaintPath: filed.headers.location ?? '' } };
}

/** An enrolment id from the fixture parent's dashboard ('Agregar al calendario' → .ics). */
async function parentEnrolmentId(): Promise<string> {
  const browser = newBrowser(origin());
  await signIn(browser, 'padre@example.com');
  const page = await browser.get('/dashboard');
  const id = /\/dashboard\/calendario\/(\d+)\.ics/.exec(page.body)?.[1];
  if (!id) throw new Error('The parent’s dashboard links no .ics file');
  return id;
}

it('the route table names every file in app/routes', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(readdirSync('app/routes').sort());
});

describe.each(USERS)('signed in as a $who', ({ email, home, routes }) => {
  let session: { browser: HttpClient; data: RouteParams } | undefined;
  const user = async () => (session ??= await signedIn(email, await parentEnrolmentId()));

  it('is signed in (its own page greets it)', async () => {
    const { browser } = await user();
    const start = email.startsWith('org') ? '/dashboardb2b/organization/1' : '/dashboard';
    const answer = await browser.get(start);
    expect(answer.status, describeAnswer(answer)).toBe(200);
    expect(answer.body).toContain(home);
  });

  it('has routes to go through', () => {
    expect(routes.length).toBeGreaterThan(1);
  });

  it.each(routes)('%s: page and data requests are private, no-store', async (file) => {
    const { browser, data } = await user();
    for (const url of requestsFor(file, data)) {
      const answer = await browser.get(url);
      expect(answer.headers['cache-control'], `${url} → ${answer.status}`).toBe('private, no-store');
      expect(answer.status, `${url}: ${describeAnswer(answer)}`).toBeLessThan(500);
    }
  });

  it('form posts (and the browser API) are private, no-store', async () => {
    const { browser } = await user();
    const posts: Array<[string, Record<string, string>]> = [
      ['/dashboard', { tipo_de_consulta: '', message: '' }],
      ['/vacaciones', { ageRange: '8_to_11' }],
      ['/enrollment', { intent: 'start-payment' }],
      ['/pagar?curso=curso-de-videojuegos-con-roblox', { childId: 'x' }],
      ['/dashboard/compras/88102', { intent: 'apply-code', code: '' }],
      ['/login-perfiles', { childId: 'x' }],
      ['/login-perfiles/nuevo', { firstName: '' }],
      ['/registro', { intent: 'guardian' }],
      ['/libro-de-reclamaciones', {}],
      ['/recuperar-contrasena', { email: '' }],
      ['/restablecer-contrasena/enlace-que-no-existe', { password: '' }],
      ['/auth/login', { email, password: 'equivocada' }],
    ];
    for (const [path, fields] of posts) {
      const answer = await browser.frozen().postForm(path, fields);
      expect(answer.headers['cache-control'], `POST ${path} → ${describeAnswer(answer)}`).toBe(
        'private, no-store',
      );
    }
    const trpc = await browser.send('/api/trpc/contact.send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { kind: 'fixed', data: JSON.stringify({ json: { tipo_de_consulta: 'soporte', message: '' } }) },
    });
    expect(trpc.headers['cache-control']).toBe('private, no-store');
  });

  it('auth.logout.tsx: signing out is private, no-store, and so is what follows with the dead cookie', async () => {
    const { browser, data } = await user();
    for (const url of requestsFor('auth.logout', data)) {
      const answer = await browser.frozen().get(url);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const kept = browser.jar.snapshot();
    const out = await browser.postForm('/auth/logout', {});
    expect(out.headers['cache-control']).toBe('private, no-store');
    const replay = await browser.withCookies(kept).get('/cursos');
    expect(replay.headers['cache-control']).toBe('private, no-store');
  });
});
