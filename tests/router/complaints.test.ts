/** complaints.file against the mock API (docs/decisions/019). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  fileComplaintAction,
  KEPT_RECORDS,
  TOO_MANY_COMPLAINTS,
} from '../../app/routes/libro-de-reclamaciones._index/complaints.server';
import {
  catalogueCourseNames,
  complaintOptions,
} from '../../app/routes/libro-de-reclamaciones._index/complaint-options.server';
import { courses as catalogueCourses } from '../../fixtures/courses';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { getSession } from '../../server/session.server';
import { LIMITS } from '../../server/throttle';
import { visitorCaller } from '../support/caller';
import { COMPLAINT_INPUT } from '../support/form-inputs';
import { logger } from '../../server/log/logger';

type ComplaintInput = Parameters<ReturnType<typeof visitorCaller>['complaints']['file']>[0];

const INPUT: ComplaintInput = COMPLAINT_INPUT;

const file = (input: ComplaintInput = INPUT) => visitorCaller().complaints.file(input);

/** The sheets already in the book (fixtures/complaints.ts): new ones are numbered after them. */
const inBook = () => db.complaint.count();
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Lima' }).format(new Date()));
const numberedThisYear = () => db.complaint.count({ where: { year: { equals: thisYear() } } });

describe('complaints.file', () => {
  it('files the complaint: a correlative number per year, the body as the API takes it', async () => {
    const before = numberedThisYear();
    const first = await file();
    const second = await file({ ...INPUT, claimType: 'complaint' });
    const year = thisYear();
    expect(first).toMatchObject({ number: before + 1, year });
    expect(second).toMatchObject({ number: before + 2, year });
    expect(first.id).not.toBe(second.id);
    const stored = db.complaint.findFirst({ where: { id: { equals: first.id } } });
    expect(JSON.parse(stored?.body ?? '{}')).toMatchObject({
      first_name: 'Carmen',
      phone: '+51987654321',
      amount: 450,
      claim_type: 'claim',
      guardian: null,
    });
  });

  it('refuses bad input before any upstream call', async () => {
    const before = inBook();
    await expect(file({ ...INPUT, district: 'Miraflores', department: 'Cusco' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(inBook()).toBe(before);
  });

  it('maps upstream failures: maintenance and a server error', async () => {
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/complaints/`, () => new HttpResponse(null, { status: 503 })),
    );
    await expect(file()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/complaints/`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(file()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });

  it('is server-only: never over /api/trpc', async () => {
    await expect(visitorCaller({ transport: 'http' }).complaints.file(INPUT)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('the mock API refuses a minor without guardian and a malformed body', async () => {
    const before = inBook();
    const post = (body: unknown) =>
      fetch(`${MOCK_API_URL}/api/complaints/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const minor = await post({
      first_name: 'Ana',
      last_name: 'Rojas',
      document_type: 'DNI',
      document_number: '41234567',
      address: 'x',
      department: 'Lima',
      district: 'Lima',
      phone: '+51987654321',
      email: 'ana@example.com',
      is_minor: true,
      guardian: null,
      claim_object: 'service',
      amount: 1,
      good_description: 'x',
      claim_type: 'claim',
      detail: 'x',
      request: 'x',
    });
    expect(minor.status).toBe(400);
    expect(await minor.json()).toEqual({
      guardian: ['Los datos del apoderado son obligatorios para un menor de edad.'],
    });
    const malformed = await post({ amount: 'mucho' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      amount: ['Introduzca un número válido.'],
      first_name: ['Este campo es requerido.'],
    });
    expect(inBook()).toBe(before);
  });
});

describe('complaints.file: throttled per client (decision 023)', () => {
  it('files up to the limit from one client, then TOO_MANY_REQUESTS; another client still files', async () => {
    const from = (clientIp: string) => visitorCaller({ clientIp }).complaints.file(INPUT);
    const before = numberedThisYear();
    for (let n = 1; n <= LIMITS.complaintsByClient.points; n++)
      expect((await from('203.0.113.50')).number, `complaint ${n}`).toBe(before + n);
    await expect(from('203.0.113.50')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(numberedThisYear()).toBe(before + LIMITS.complaintsByClient.points);
    expect((await from('203.0.113.51')).number).toBe(before + LIMITS.complaintsByClient.points + 1);
  });

  it('invalid input never uses up the limit', async () => {
    const from = visitorCaller({ clientIp: '203.0.113.52' });
    const before = numberedThisYear();
    for (let n = 0; n < LIMITS.complaintsByClient.points + 2; n++)
      await expect(
        from.complaints.file({ ...INPUT, district: 'x', department: 'Cusco' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    expect((await from.complaints.file(INPUT)).number).toBe(before + 1);
  });
});

/** The /libro-de-reclamaciones action, as a browser without JavaScript posts it. */
function complaintBrowser(client: string, overrides: Record<string, string> = {}) {
  let cookie = '';
  const fields = {
    ...Object.fromEntries(Object.entries(COMPLAINT_INPUT).map(([key, value]) => [key, String(value)])),
    isMinor: '',
    acceptance: 'on',
    ...overrides,
  };
  return {
    /** `from`: another address for this browser (a phone moving between networks). */
    async post(from = client) {
      const response = await fileComplaintAction(
        new Request('http://localhost/libro-de-reclamaciones', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie,
            [CLIENT_IP_HEADER]: from,
          },
          body: new URLSearchParams(fields).toString(),
        }),
      );
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return response;
    },
    async kept() {
      return (
        (await getSession(new Request('http://localhost', { headers: { cookie } }))).get('complaints') ?? []
      );
    },
  };
}

describe('the complaints action', () => {
  it('over the limit: 429, a Spanish message, every value kept', async () => {
    const browser = complaintBrowser('203.0.113.60');
    for (let n = 0; n < LIMITS.complaintsByClient.points; n++)
      expect((await browser.post()).status).toBe(302);
    const refused = await browser.post();
    expect(refused.status).toBe(429);
    const { result } = await refused.json();
    expect(result.error).toEqual({ '': [TOO_MANY_COMPLAINTS] });
    expect(result.initialValue).toMatchObject({
      firstName: 'Carmen',
      detail: 'La clase del sábado no se realizó.',
      request: 'Reprogramar la clase.',
      documentNumber: '41234567',
    });
  });

  it('goes to the copy link; keeps only the last sheets in the session, each with its token', async () => {
    const browser = complaintBrowser('203.0.113.61');
    const tokens: string[] = [];
    for (let n = 0; n < KEPT_RECORDS + 3; n++) {
      const answer = await browser.post(`203.0.113.${70 + n}`);
      expect(answer.status).toBe(302);
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(/^\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}$/);
      tokens.push(location.split('/').at(-1) ?? '');
    }
    const kept = await browser.kept();
    expect(kept.map((filed) => filed.copyToken)).toEqual(tokens.slice(-KEPT_RECORDS).reverse());
    expect(new Set(kept.map((filed) => filed.id)).size).toBe(KEPT_RECORDS);
  });

  it.each([
    ['maintenance', 503],
    ['upstream-timeout', 504],
    ['upstream-down', 502],
  ] as const)('%s → %i, the values kept', async (scenario, status) => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const answer = await runWithScenario(scenario, () => complaintBrowser('203.0.113.62').post());
    expect(answer.status).toBe(status);
    expect((await answer.json()).result.initialValue?.firstName).toBe('Carmen');
  });
});

describe("what was contracted: spec §3's robotics kits and the catalogue's course names", () => {
  const storedBody = () => JSON.parse(db.complaint.getAll().at(-1)?.body ?? '{}');

  it("offers the two kits and every course of the catalogue, then 'Otro servicio'", async () => {
    const options = complaintOptions(await catalogueCourseNames(new Request('http://localhost/')));
    expect(options.kits.map((kit) => kit.label)).toEqual(['Kit 1 (5 modelos)', 'Kit 2 (8 modelos)']);
    expect(options.courses.map((course) => course.label).sort()).toEqual(
      [...catalogueCourses.map((course) => course.name), 'Otro servicio (descríbelo abajo)'].sort(),
    );
    expect(options.courses.at(-1)).toEqual({ value: 'otro', label: 'Otro servicio (descríbelo abajo)' });
  });

  it('opens without the catalogue: only the kits and another service', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const names = await runWithScenario('upstream-down', () =>
      catalogueCourseNames(new Request('http://localhost/')),
    );
    expect(names).toBeNull();
    expect(complaintOptions(names).courses).toEqual([
      { value: 'otro', label: 'Otro servicio (descríbelo abajo)' },
    ]);
  });

  it('a product names its kit, a service its course: sent to the API and kept on the record', async () => {
    const product = complaintBrowser('203.0.113.90', { claimObject: 'product', kit: 'kit_1', course: '' });
    expect((await product.post()).status).toBe(302);
    expect(storedBody()).toMatchObject({ claim_object: 'product', good_name: 'Kit 1 (5 modelos)' });

    const service = complaintBrowser('203.0.113.91');
    expect((await service.post()).status).toBe(302);
    expect(storedBody()).toMatchObject({
      claim_object: 'service',
      good_name: 'Curso de Videojuegos con Roblox',
    });

    const other = complaintBrowser('203.0.113.92', { course: 'otro' });
    expect((await other.post()).status).toBe(302);
    expect(storedBody()).toMatchObject({ claim_object: 'service', good_name: null });
  });

  it('a product without its kit, a course not in the catalogue: Spanish field errors, every value kept', async () => {
    const before = inBook();
    const noKit = await complaintBrowser('203.0.113.93', { claimObject: 'product', kit: '' }).post();
    expect(noKit.status).toBe(400);
    expect((await noKit.json()).result.error).toMatchObject({
      kit: ['Elige el kit de robótica que compraste'],
    });

    const unknown = await complaintBrowser('203.0.113.94', { course: 'Curso de Cocina' }).post();
    expect(unknown.status).toBe(400);
    const { result } = await unknown.json();
    expect(result.error).toMatchObject({ course: ['Elige un curso de la lista'] });
    expect(result.initialValue).toMatchObject({ course: 'Curso de Cocina', firstName: 'Carmen' });
    expect(inBook()).toBe(before);
  });
});
