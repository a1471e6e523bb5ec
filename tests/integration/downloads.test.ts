/**
 * The download routes over HTTP when the upstream fails (decision 023), with the mock scenarios a
 * browser picks by cookie: the course .ics, the organization CSV and the sitemap answer a Spanish page with
 * 502/503/504 (Retry-After on maintenance), never raw JSON, never a 500; strangers get the
 * Spanish 404 page.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser, type HttpClient } from './harness/http-client';
import type { HttpAnswer } from './harness/http-request';
import { signIn } from './support/sign-in';
import { RETRY_AFTER_SECONDS } from '../../server/http/retry-after';

// A short upstream timeout, so the 'upstream-timeout' scenario answers in a second.
const app = useOwnApp({ env: { UPSTREAM_TIMEOUT_MS: '1000' } });
const origin = () => app().origin;

const ICS = '/dashboard/calendario/6201.ics';
const CSV = '/dashboardb2b/organization/1/alumnos.csv';

async function signedIn(email: string): Promise<HttpClient> {
  const browser = newBrowser(origin());
  await signIn(browser, email);
  return browser;
}

function expectSpanishPage(answer: HttpAnswer, status: number, text: string) {
  expect(answer.status, answer.body.slice(0, 200)).toBe(status);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.body).toMatch(/^<!doctype html>\n<html lang="es">/);
  expect(answer.body).toContain(text);
  expect(answer.body).not.toContain('"reason"');
  expect(answer.body).not.toMatch(/at .+\.(js|ts):\d+/);
}

const FAILURES = [
  ['maintenance', 503, 'En mantenimiento, volvemos en unos minutos'],
  ['upstream-down', 502, 'No pudimos preparar tu archivo'],
  ['malformed-json', 502, 'No pudimos preparar tu archivo'],
  ['upstream-timeout', 504, 'tardó demasiado en responder'],
] as const;

describe('downloads when the upstream fails', () => {
  it.each(FAILURES)('.ics, %s → %i in Spanish', async (scenario, status, text) => {
    const parent = await signedIn('padre@example.com');
    expect((await parent.get(ICS)).headers['content-type']).toBe('text/calendar; charset=utf-8');
    parent.jar.set('mock_scenario', scenario);
    const answer = await parent.get(ICS);
    expectSpanishPage(answer, status, text);
    expect(answer.headers['retry-after']).toBe(status === 503 ? String(RETRY_AFTER_SECONDS) : undefined);
  });

  it.each(FAILURES)('organization CSV, %s → %i in Spanish', async (scenario, status, text) => {
    const coordinator = await signedIn('org@example.com');
    expect((await coordinator.get(CSV)).headers['content-type']).toBe('text/csv; charset=utf-8');
    coordinator.jar.set('mock_scenario', scenario);
    expectSpanishPage(await coordinator.get(CSV), status, text);
  });

  it.each(FAILURES)('sitemap.xml, %s → %i in Spanish', async (scenario, status, text) => {
    const visitor = newBrowser(origin());
    expect((await visitor.get('/sitemap.xml')).headers['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
    visitor.jar.set('mock_scenario', scenario);
    const answer = await visitor.get('/sitemap.xml');
    expectSpanishPage(answer, status, text);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('what is not yours → the Spanish 404 page', async () => {
    const parent = await signedIn('padre@example.com');
    expectSpanishPage(await parent.get('/dashboard/calendario/6301.ics'), 404, 'Archivo no encontrado');
    const coordinator = await signedIn('org@example.com');
    expectSpanishPage(
      await coordinator.get('/dashboardb2b/organization/2/alumnos.csv'),
      404,
      'Archivo no encontrado',
    );
  });
});
