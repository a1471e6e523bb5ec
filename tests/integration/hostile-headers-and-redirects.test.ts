/**
 * Two 500s a stranger could cause (issue 50, point 5): a form post whose X-Forwarded-Host is not
 * its Origin's host (Remix's own origin check threw), and a return address with a character a
 * Location header cannot carry (`volver=/ā`, `/x%01` decoded to a control character). Each is now
 * an ordinary answer with a body and a request id: never a 5xx, and every Location is ASCII.
 */
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { newBrowser, type HttpAnswer } from './harness/http-client';
import { describe as describeAnswer } from './support/sign-in';

const origin = useMockApp();

/** What every answer of this file must be: not a 5xx, a request id, a body or a redirect. */
function expectOrdinary(answer: HttpAnswer): void {
  expect(answer.status, describeAnswer(answer)).toBeLessThan(500);
  expect(answer.headers['x-request-id']).toMatch(/^[\w.-]+$/);
  if (answer.status >= 300 && answer.status < 400) expect(answer.headers.location).toBeTruthy();
  else expect(answer.body.length, describeAnswer(answer)).toBeGreaterThan(0);
}

/** A Location header a browser follows to a path of this site: printable ASCII, one leading slash. */
const SITE_LOCATION = /^\/(?!\/)[\x21-\x7e]*$/;

describe('X-Forwarded-Host against Origin', () => {
  it.each([
    ['/clase-de-prueba/ocultar', { volver: '/cursos' }],
    ['/contactanos', { tipo_de_consulta: 'soporte', message: 'hola' }],
    ['/auth/login', { email: 'padre@example.com', password: 'x', redirectTo: '/' }],
    ['/registro', { intent: 'guardian' }],
  ])('a post to %s with another forwarded host is an ordinary answer', async (path, fields) => {
    for (const forwarded of ['evil.example', 'evil.example, 127.0.0.1', ' ', 'a'.repeat(300)]) {
      const answer = await newBrowser(origin()).postForm(path, fields, {
        'x-forwarded-host': forwarded,
        accept: 'text/html',
      });
      expectOrdinary(answer);
    }
  });

  it('the same post under a forged Host and X-Forwarded-Proto is no 5xx either', async () => {
    const answer = await newBrowser(origin()).postForm(
      '/clase-de-prueba/ocultar',
      { volver: '/cursos' },
      { host: 'evil.example', 'x-forwarded-host': 'other.example', 'x-forwarded-proto': 'https' },
    );
    expectOrdinary(answer);
  });

  it('a cross-site post is still refused, whatever it says it was forwarded for', async () => {
    const answer = await newBrowser(origin()).postForm(
      '/clase-de-prueba/ocultar',
      { volver: '/cursos' },
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(answer.status, describeAnswer(answer)).toBe(403);
    expect(answer.headers['x-request-id']).toBeTruthy();
  });
});

describe('return addresses (volver, redirectTo) become ASCII Locations on this site', () => {
  const HOSTILE = [
    '/ā',
    '/x%01',
    '/x\u0001',
    '/cursos?q=ñandú#ā',
    '/\u00e9',
    '/%',
    '/%E0%A4%A',
    '/ \t/evil.example',
    '/\u2028',
    '/\ud800',
    `/${'ā'.repeat(600)}`,
    '/"><script>',
  ];

  it.each(HOSTILE)('POST /clase-de-prueba/ocultar volver=%j', async (volver) => {
    const answer = await newBrowser(origin()).postForm('/clase-de-prueba/ocultar', { volver });
    expectOrdinary(answer);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(SITE_LOCATION);
  });

  it('a non-ASCII path is kept, percent-encoded', async () => {
    const answer = await newBrowser(origin()).postForm('/clase-de-prueba/ocultar', {
      volver: '/cursos/ā?x=ñ',
    });
    expect(answer.headers.location).toBe('/cursos/%C4%81?x=%C3%B1');
  });

  it.each(HOSTILE)('POST /auth/login redirectTo=%j', async (redirectTo) => {
    const answer = await newBrowser(origin()).postForm('/auth/login', {
      email: 'nadie@example.com',
      password: 'no-es-la-clave',
      redirectTo,
    });
    expectOrdinary(answer);
    if (answer.headers.location) expect(answer.headers.location).toMatch(SITE_LOCATION);
  });
});
