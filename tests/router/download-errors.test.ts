/**
 * The download routes (.ics, organization CSV, complaint sheet) under every upstream failure the
 * mock can play (decision 023): a Spanish HTML page with 502/503/504, never the page boundaries'
 * JSON, never a 500; a 404 page for what is not the user's; redirects to sign in untouched.
 */
import { describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { loader as icsLoader } from '../../app/routes/dashboard.calendario.$enrolmentId[.]ics/route';
import { loader as csvLoader } from '../../app/routes/dashboardb2b.organization.$organizationId.alumnos[.]csv/route';
import { loader as olderSheetLoader } from '../../app/routes/libro-de-reclamaciones.$id_.descargar/route';
import { loader as sheetLoader } from '../../app/routes/libro-de-reclamaciones.hoja.$token_.descargar/route';
import { fileComplaintAction } from '../../app/routes/libro-de-reclamaciones._index/complaints.server';
import { signedInCookie } from '../support/caller';
import { COMPLAINT_INPUT } from '../support/form-inputs';
import { RETRY_AFTER_SECONDS } from '../../server/http/retry-after';
import { logger } from '../../server/log/logger';
import { getSession } from '../../server/session.server';

const ORIGIN = 'http://localhost';
/** Diego's running course: it has classes left, so its .ics exists. */
const RUNNING_ENROLMENT = '6201';

const args = (path: string, cookie: string, params: Record<string, string>) => ({
  request: new Request(`${ORIGIN}${path}`, { headers: { cookie } }),
  params,
  context: {},
});

const ics = (cookie: string, id = RUNNING_ENROLMENT) =>
  icsLoader(args(`/dashboard/calendario/${id}.ics`, cookie, { enrolmentId: id }));
const csv = (cookie: string, id = '1') =>
  csvLoader(args(`/dashboardb2b/organization/${id}/alumnos.csv`, cookie, { organizationId: id }));

async function expectSpanishPage(response: Response, status: number, text: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const body = await response.text();
  expect(body).toMatch(/^<!doctype html>\n<html lang="es">/);
  expect(body).toContain(text);
  expect(body).not.toContain('"reason"');
  return body;
}

const FAILURES: Array<[string, number, string]> = [
  ['maintenance', 503, 'En mantenimiento, volvemos en unos minutos'],
  ['upstream-down', 502, 'No pudimos preparar tu archivo'],
  ['malformed-json', 502, 'No pudimos preparar tu archivo'],
  ['upstream-timeout', 504, 'tardó demasiado en responder'],
];

describe('the .ics download', () => {
  it('answers the calendar when all is well', async () => {
    const response = await ics(await signedInCookie('padre@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });

  it.each(FAILURES)('%s → %i, a Spanish page', async (scenario, status, text) => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const cookie = await signedInCookie('padre@example.com');
    const response = await runWithScenario(scenario, () => ics(cookie));
    await expectSpanishPage(response, status, text);
    if (status === 503) expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    else expect(response.headers.get('retry-after')).toBeNull();
  });

  it.each(['999999', 'abc', '6301'])(
    'enrolment %s (unknown, malformed, another family’s) → the 404 page',
    async (id) => {
      const response = await ics(await signedInCookie('padre@example.com'), id);
      const body = await expectSpanishPage(response, 404, 'Archivo no encontrado');
      expect(body).toContain('href="/dashboard"');
    },
  );

  it('a visitor is still sent to sign in', async () => {
    const response = await ics('');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard?login');
  });
});

describe('the organization CSV', () => {
  it('answers the CSV when all is well', async () => {
    const response = await csv(await signedInCookie('org@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it.each(FAILURES)('%s → %i, a Spanish page', async (scenario, status, text) => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const cookie = await signedInCookie('org@example.com');
    await expectSpanishPage(await runWithScenario(scenario, () => csv(cookie)), status, text);
  });

  it("another organization's CSV → the 404 page", async () => {
    await expectSpanishPage(
      await csv(await signedInCookie('org@example.com'), '2'),
      404,
      'Archivo no encontrado',
    );
  });

  it('a visitor is sent to sign in', async () => {
    const response = await csv('');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboardb2b/organization/1?login');
  });
});

describe('the complaint sheet download', () => {
  async function filedComplaint(): Promise<{ cookie: string; token: string; id: string }> {
    const fields = {
      ...Object.fromEntries(Object.entries(COMPLAINT_INPUT).map(([key, value]) => [key, String(value)])),
      isMinor: '',
      acceptance: 'on',
    };
    const response = await fileComplaintAction(
      new Request(`${ORIGIN}/libro-de-reclamaciones`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    );
    const token = response.headers.get('location')?.split('/').at(-1) ?? '';
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    const kept = await getSession(new Request(ORIGIN, { headers: { cookie } }));
    return { cookie, token, id: kept.get('complaints')?.[0]?.id ?? '' };
  }

  /** The copy's PDF, as any browser holding the link asks for it (no cookie). */
  const sheet = (token: string) =>
    sheetLoader(args(`/libro-de-reclamaciones/hoja/${token}/descargar`, '', { token }));

  it('downloads for whoever holds the link; the upstream down or in maintenance is said, never a 404', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { token } = await filedComplaint();
    const response = await sheet(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hoja-de-reclamacion-\d{6}-\d{4}\.pdf"$/,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The sheet (with its answer) is the API's: without it, the download explains and can be retried.
    await expectSpanishPage(
      await runWithScenario('upstream-down', () => sheet(token)),
      502,
      'No pudimos preparar tu archivo',
    );
    const maintenance = await runWithScenario('maintenance', () => sheet(token));
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it("another token, or the older address in someone else's browser → the Spanish 404 page, linking back to the book", async () => {
    const { id, cookie } = await filedComplaint();
    const other = 'x'.repeat(43);
    const body = await expectSpanishPage(await sheet(other), 404, 'Archivo no encontrado');
    expect(body).toContain('href="/libro-de-reclamaciones"');
    const older = (withCookie: string) =>
      olderSheetLoader(args(`/libro-de-reclamaciones/${id}/descargar`, withCookie, { id }));
    await expectSpanishPage(await older(''), 404, 'Archivo no encontrado');
    const own = await older(cookie);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toMatch(
      /^\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}\/descargar$/,
    );
  });
});
