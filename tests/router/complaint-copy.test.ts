/**
 * Issue 75 point 2 (docs/decisions/099): a complaint sheet's copy opens from its e-mail's link in
 * any browser — the link's token is its credential — with the provider's answer once recorded and
 * the fields of a consumer abroad; any other token, and the older address in another browser, is
 * the 404.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadComplaintCopy } from '../../app/routes/libro-de-reclamaciones.hoja.$token/complaint-copy.server';
import { loader as copyPdf } from '../../app/routes/libro-de-reclamaciones.hoja.$token_.descargar/route';
import { loader as olderAddress } from '../../app/routes/libro-de-reclamaciones.$id/route';
import { fileComplaintAction } from '../../app/routes/libro-de-reclamaciones._index/complaints.server';
import { complaints as fixtureSheets } from '../../fixtures/complaints';
import { answerSheet } from '../../mocks/complaints/sheets';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { COMPLAINT_INPUT } from '../support/form-inputs';
import { pdfText } from '../support/pdf-text';
import type { ComplaintRecord } from '../../server/complaints/record';

interface CopyPage {
  record: ComplaintRecord;
  download: string;
}

const ORIGIN = 'http://localhost';

/** Files the form as a browser without JavaScript: the copy's token, the session cookie. */
async function fileAsBrowser(overrides: Record<string, string> = {}) {
  const fields = {
    ...Object.fromEntries(Object.entries(COMPLAINT_INPUT).map(([key, value]) => [key, String(value)])),
    isMinor: '',
    acceptance: 'on',
    ...overrides,
  };
  const answer = await fileComplaintAction(
    new Request(`${ORIGIN}/libro-de-reclamaciones`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [CLIENT_IP_HEADER]: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  expect(answer.status).toBe(302);
  const location = answer.headers.get('location') ?? '';
  return {
    location,
    token: location.split('/').at(-1) ?? '',
    cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0],
  };
}

/** The copy's page data, as a fresh browser (no cookie) opening the link gets it; or the thrown status. */
async function openCopy(token: string, cookie = ''): Promise<{ status: number; data?: CopyPage }> {
  try {
    const response = await loadComplaintCopy(
      new Request(`${ORIGIN}/libro-de-reclamaciones/hoja/${token}`, { headers: { cookie } }),
      token,
    );
    return { status: response.status, data: (await response.json()) as CopyPage };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    throw thrown;
  }
}

const lastEmailTo = (to: string) =>
  db.outboxEmail
    .getAll()
    .filter((email) => email.to === to)
    .at(-1);

describe("a sheet's copy link", () => {
  it("is the e-mail's link, the filer's landing page, and opens without that browser", async () => {
    const filed = await fileAsBrowser();
    expect(filed.location).toMatch(/^\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}$/);
    const email = lastEmailTo(COMPLAINT_INPUT.email);
    expect(email?.text).toMatch(
      new RegExp(`https?://[^\\s/]+/libro-de-reclamaciones/hoja/${filed.token}(\\s|$)`),
    );
    const copy = await openCopy(filed.token);
    expect(copy.status).toBe(200);
    expect(copy.data?.record).toMatchObject({
      number: expect.stringMatching(/^N\.° \d{6}-\d{4}$/),
      consumer: { name: 'Carmen Rojas Salazar', country: 'Perú', document: 'DNI 41234567' },
      good: { object: 'Servicio', name: 'Curso de Videojuegos con Roblox' },
      claim: { request: 'Reprogramar la clase.' },
      answer: null,
    });
    expect(copy.data?.download).toBe(`${filed.location}/descargar`);
  });

  it('another token, a malformed one, and the older address in another browser: the 404', async () => {
    expect((await openCopy(randomBytes(32).toString('base64url'))).status).toBe(404);
    expect((await openCopy('not-a-token')).status).toBe(404);
    expect((await openCopy('')).status).toBe(404);

    const filed = await fileAsBrowser();
    const sheet = db.complaint.getAll().find((row) => row.copyToken === filed.token);
    const older = (cookie: string) =>
      olderAddress({
        request: new Request(`${ORIGIN}/libro-de-reclamaciones/${sheet?.id}`, { headers: { cookie } }),
        params: { id: sheet?.id },
        context: {},
      }).then(
        () => new Response(null, { status: 200 }),
        (thrown: unknown) => thrown as Response,
      );
    expect((await older('')).status).toBe(404);
    // The browser that filed it goes on to its copy.
    const own = await older(filed.cookie);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe(filed.location);
  });

  it("records the provider's answer: its words, date and who gave it, on the page and in the PDF", async () => {
    const filed = await fileAsBrowser();
    const pending = await openCopy(filed.token);
    expect(pending.data?.record.answer).toBeNull();
    expect(pending.data?.record.responseDue).toMatch(/^\d{1,2} de \w+ de \d{4}$/);

    const sheet = db.complaint.getAll().find((row) => row.copyToken === filed.token);
    answerSheet(sheet?.id ?? '', {
      text: 'Reprogramamos la clase para el sábado siguiente.',
      by: 'Andrea Salas, Atención al cliente',
    });
    const answered = await openCopy(filed.token);
    expect(answered.data?.record.answer).toEqual({
      text: 'Reprogramamos la clase para el sábado siguiente.',
      answeredAt: expect.stringMatching(/^\d{1,2} de \w+ de \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
      by: 'Andrea Salas, Atención al cliente',
    });

    const pdf = await copyPdf({
      request: new Request(`${ORIGIN}${filed.location}/descargar`),
      params: { token: filed.token },
      context: {},
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('4. Respuesta del proveedor');
    expect(text).toContain('Reprogramamos la clase para el sábado siguiente.');
    expect(text).toContain('Andrea Salas, Atención al cliente');
  });

  it("a consumer abroad: the country, the country's document and the address abroad, on the sheet", async () => {
    const filed = await fileAsBrowser({
      country: 'CO',
      documentType: 'cedula',
      documentNumber: '1020304050',
      address: 'Carrera 7 # 71-21, Bogotá',
      department: '',
      district: '',
      phone: '+57 300 123 4567',
    });
    const copy = await openCopy(filed.token);
    expect(copy.data?.record.consumer).toEqual({
      name: 'Carmen Rojas Salazar',
      country: 'Colombia',
      document: 'Cédula de identidad 1020304050',
      address: 'Carrera 7 # 71-21, Bogotá, Colombia',
      phone: '+573001234567',
      email: COMPLAINT_INPUT.email,
    });
  });

  it('the fixtures: an answered sheet from Lima, a pending one from Bogotá', async () => {
    const [answered, pending] = fixtureSheets;
    const lima = await openCopy(answered?.copyToken ?? '');
    expect(lima.data?.record.answer?.by).toBe('Andrea Salas, Atención al cliente');
    const bogota = await openCopy(pending?.copyToken ?? '');
    expect(bogota.data?.record).toMatchObject({
      consumer: { country: 'Colombia', document: 'Cédula de identidad 1020304050' },
      answer: null,
    });
  });

  it('the API failing is the error page (502), never a 404', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const [answered] = fixtureSheets;
    const failed = await runWithScenario('complaint-copy-error', () => openCopy(answered?.copyToken ?? ''));
    expect(failed.status).toBe(502);
  });
});
