/** complaints.file against the mock API (docs/decisions/019). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { visitorCaller } from '../support/caller';
import { COMPLAINT_INPUT } from '../support/form-inputs';

type ComplaintInput = Parameters<ReturnType<typeof visitorCaller>['complaints']['file']>[0];

const INPUT: ComplaintInput = COMPLAINT_INPUT;

const file = (input: ComplaintInput = INPUT) => visitorCaller().complaints.file(input);

describe('complaints.file', () => {
  it('files the complaint: a correlative number per year, the body as the API takes it', async () => {
    const first = await file();
    const second = await file({ ...INPUT, claimType: 'complaint' });
    const year = Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Lima' }).format(new Date()),
    );
    expect(first).toMatchObject({ number: 1, year });
    expect(second).toMatchObject({ number: 2, year });
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
    await expect(file({ ...INPUT, district: 'Miraflores', department: 'Cusco' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(db.complaint.count()).toBe(0);
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
    expect(db.complaint.count()).toBe(0);
  });
});
