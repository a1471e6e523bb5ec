/** trialClass.offer and trialClass.book, and the /clase-de-prueba actions (issue 17, decision 036). */
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadTrialForm, trialFormAction } from '../../app/routes/clase-de-prueba._index/trial-form.server';
import { action as dismissAction } from '../../app/routes/clase-de-prueba.ocultar/route';
import { TRIAL_CLASS_TEXT } from '../../kernel/texts/trial-class';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { logger } from '../../server/log/logger';
import { getStore } from '../../server/store';
import { LIMITS } from '../../server/throttle';
import { visitorCaller } from '../support/caller';

type BookInput = Parameters<ReturnType<typeof visitorCaller>['trialClass']['book']>[0];

const input = (overrides: Partial<BookInput> = {}): BookInput => ({
  parentName: 'Ana Pérez',
  phoneCountry: 'PE',
  phone: '987 654 321',
  age: '8_to_11',
  days: ['friday', 'monday'],
  token: randomUUID(),
  ...overrides,
});

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'UNKNOWN',
  );

describe('trialClass.offer', () => {
  it('answers the offer when it is on', async () => {
    expect(await visitorCaller().trialClass.offer()).toMatchObject({
      title: 'Tu primera clase es gratis',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    });
  });

  it('is null when the offer is off, or when the API fails (logged)', async () => {
    expect(await runWithScenario('trial-offer-off', () => visitorCaller().trialClass.offer())).toBeNull();
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/products/catch-users/`, () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await visitorCaller().trialClass.offer()).toBeNull();
    expect(log).toHaveBeenCalledWith(
      { reason: expect.any(String) },
      '[trial-class] offer unavailable, shown as off',
    );
  });
});

describe('trialClass.book', () => {
  it('books upstream with the phone in E.164 and the days in week order', async () => {
    const booking = await visitorCaller({ clientIp: '203.0.113.1' }).trialClass.book(input());
    expect(booking).toEqual({ id: 'PRUEBA-000001', contactWithinHours: 24, created: true });
    expect(db.trialClass.getAll()).toEqual([
      expect.objectContaining({
        parentName: 'Ana Pérez',
        phone: '+51987654321',
        phoneCountry: 'PE',
        ageRange: '8_to_11',
        studentAge: '8_to_11',
        preferredDays: 'monday,friday',
      }),
    ]);
  });

  it('refuses invalid input before any call, with its field messages', async () => {
    const caller = visitorCaller({ clientIp: '203.0.113.2' });
    await expect(caller.trialClass.book(input({ phone: '123', days: [] }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.trialClass.book(input({ phoneCountry: 'XX' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(db.trialClass.count()).toBe(0);
  });

  it('the same form twice (double click, refresh, back) books once', async () => {
    const caller = visitorCaller({ clientIp: '203.0.113.3' });
    const form = input();
    const [first, second] = await Promise.all([caller.trialClass.book(form), caller.trialClass.book(form)]);
    const third = await caller.trialClass.book(form);
    expect(db.trialClass.count()).toBe(1);
    expect([first, second, third].map((booking) => booking.id)).toEqual(Array(3).fill('PRUEBA-000001'));
    expect([first.created, second.created, third.created].filter(Boolean)).toHaveLength(1);
  });

  it('throttled per client: over the limit TOO_MANY_REQUESTS; another client still books', async () => {
    const from = (clientIp: string) => visitorCaller({ clientIp }).trialClass.book(input());
    for (let n = 0; n < LIMITS.trialClassesByClient.points; n++) await from('203.0.113.4');
    expect(await code(from('203.0.113.4'))).toBe('TOO_MANY_REQUESTS');
    expect(db.trialClass.count()).toBe(LIMITS.trialClassesByClient.points);
    expect(await code(from('203.0.113.5'))).toBe('OK');
  });

  it('throttled for the whole site too: rotating addresses meet the overall limit', async () => {
    const from = (n: number) =>
      visitorCaller({ clientIp: `198.51.${n >> 8}.${n & 255}` }).trialClass.book(input());
    for (let n = 0; n < LIMITS.trialClassesOverall.points; n++) expect(await code(from(n))).toBe('OK');
    await expect(from(LIMITS.trialClassesOverall.points)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      outcome: { kind: 'throttled', scope: 'site' },
    });
    expect(db.trialClass.count()).toBe(LIMITS.trialClassesOverall.points);
    // The page names the limit every visitor shares, not this family's connection (issue 74).
    const refused = await post({ ...FORM, token: randomUUID() }, '203.0.113.74');
    expect(refused.status).toBe(429);
    const text = JSON.stringify(await refused.json());
    expect(text).toContain(TRIAL_CLASS_TEXT.siteBusy);
    expect(text).not.toContain('conexión');
  }, 60_000);

  it('bookings the API refuses spend nothing of the site-wide allowance (decision 098)', async () => {
    // Sunday has no trial class (fixtures/trial-offer.ts): the API answers 400, nothing is booked.
    const from = (n: number, days: BookInput['days']) =>
      visitorCaller({ clientIp: `198.51.${n >> 8}.${n & 255}` }).trialClass.book(input({ days }));
    for (let n = 0; n <= LIMITS.trialClassesOverall.points; n++)
      expect(await code(from(n, ['sunday']))).toBe('BAD_REQUEST');
    expect(db.trialClass.count()).toBe(0);
    expect(await code(from(LIMITS.trialClassesOverall.points + 1, ['monday']))).toBe('OK');
  }, 60_000);

  it('a booking stores its record and lock in the anonymous tier only (decision 071)', async () => {
    const form = input();
    await visitorCaller({ clientIp: '203.0.113.8' }).trialClass.book(form);
    const usage = await getStore().usage();
    expect(usage.protected).toEqual({ bytes: 0, entries: 0 });
    expect(usage.anonymous.entries).toBe(1);
    expect(await getStore().get(`trial-booked:${form.token}`)).not.toBeNull();
  });

  it('a resubmitted form never uses up the limit', async () => {
    const caller = visitorCaller({ clientIp: '203.0.113.6' });
    const form = input();
    for (let n = 0; n < LIMITS.trialClassesByClient.points + 2; n++) await caller.trialClass.book(form);
    expect(db.trialClass.count()).toBe(1);
    expect(await code(caller.trialClass.book(input()))).toBe('OK');
  });

  it('a day the offer does not have: the API refuses (400) → BAD_REQUEST, nothing booked', async () => {
    expect(await code(visitorCaller().trialClass.book(input({ days: ['sunday'] })))).toBe('BAD_REQUEST');
    expect(db.trialClass.count()).toBe(0);
  });

  it('trial-class-error (a 500) → BAD_GATEWAY, and the same form may be sent again', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const form = input();
    const caller = visitorCaller({ clientIp: '203.0.113.7' });
    expect(await runWithScenario('trial-class-error', () => code(caller.trialClass.book(form)))).toBe(
      'BAD_GATEWAY',
    );
    expect((await caller.trialClass.book(form)).created).toBe(true);
  });

  it('is server-only: never over /api/trpc', async () => {
    expect(await code(visitorCaller({ transport: 'http' }).trialClass.book(input()))).toBe('FORBIDDEN');
  });
});

/** The /clase-de-prueba action as a browser without JavaScript posts it (the days: one `days` per box ticked). */
function post(fields: Record<string, string | string[]>, client = '203.0.113.20') {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return trialFormAction(
    new Request('http://localhost/clase-de-prueba?index', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_IP_HEADER]: client },
      body: body.toString(),
    }),
  );
}

const FORM = {
  parentName: 'Ana Pérez',
  phoneCountry: 'PE',
  phone: '987654321',
  age: '12_to_15',
  days: ['tuesday', 'saturday'],
};

describe('the /clase-de-prueba action', () => {
  it('books, remembers it in the banner cookie and shows the confirmation', async () => {
    const answer = await post({ ...FORM, token: randomUUID() });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/clase-de-prueba/confirmada?codigo=PRUEBA-000001&horas=24');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^kodea_prueba=reservado; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/,
    );
    expect(db.trialClass.getAll()[0]).toMatchObject({ preferredDays: 'tuesday,saturday' });
  });

  it('posted twice: one booking, the same confirmation', async () => {
    const token = randomUUID();
    const first = await post({ ...FORM, token });
    const second = await post({ ...FORM, token });
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(db.trialClass.count()).toBe(1);
  });

  it('field errors: 400, one Spanish message per field, every value typed kept, the same token', async () => {
    const token = randomUUID();
    const answer = await post({ parentName: 'Ana', phoneCountry: 'PE', phone: '12', age: '', token });
    expect(answer.status).toBe(400);
    const view = await answer.json();
    expect(view.result?.error).toEqual({
      phone: ['Ingresa un número de celular válido para el país elegido'],
      age: ['Elige la edad de tu hijo o hija'],
      days: ['Elige al menos un día'],
    });
    expect(view.result?.initialValue).toMatchObject({ parentName: 'Ana', phone: '12', phoneCountry: 'PE' });
    expect(view.token).toBe(token);
    expect(db.trialClass.count()).toBe(0);
  });

  it("offers the spec's second age list, every age of it, in order", async () => {
    const page = await (await loadTrialForm(new Request('http://localhost/clase-de-prueba'))).json();
    expect(page.offer?.ages.map((age: { label: string }) => age.label)).toEqual([
      '0 a 4 años',
      '5 a 7 años',
      '8 a 11 años',
      '12 a 15 años',
      '16 a 18 años',
      '19 años a más',
    ]);
  });

  it("asks the age from the spec's second list and sends its program range with it", async () => {
    for (const [age, range] of [
      ['12_to_15', '12_plus'],
      ['16_to_18', '12_plus'],
      ['19_plus', '12_plus'],
      ['5_to_7', '5_to_7'],
    ]) {
      expect((await post({ ...FORM, age, token: randomUUID() })).status).toBe(302);
      expect(db.trialClass.getAll().at(-1)).toMatchObject({ studentAge: age, ageRange: range });
    }
  });

  it('0 a 4 años: a Spanish error beside the age, nothing booked, every value kept', async () => {
    const answer = await post({ ...FORM, age: '0_to_4', token: randomUUID() });
    expect(answer.status).toBe(400);
    const view = await answer.json();
    expect(view.result?.error).toEqual({ age: [TRIAL_CLASS_TEXT.tooYoung] });
    expect(view.result?.initialValue).toMatchObject({ parentName: 'Ana Pérez', age: '0_to_4' });
    expect(db.trialClass.count()).toBe(0);
  });

  it('an age outside the list is refused like an empty one', async () => {
    const view = await (await post({ ...FORM, age: '12_plus', token: randomUUID() })).json();
    expect(view.result?.error).toEqual({ age: [TRIAL_CLASS_TEXT.ageRequired] });
  });

  it('over the limit: 429 with the Spanish message, the values kept', async () => {
    for (let n = 0; n < LIMITS.trialClassesByClient.points; n++)
      expect((await post({ ...FORM, token: randomUUID() }, '203.0.113.21')).status).toBe(302);
    const refused = await post({ ...FORM, token: randomUUID() }, '203.0.113.21');
    expect(refused.status).toBe(429);
    const view = await refused.json();
    expect(view.result?.error).toEqual({ '': [TRIAL_CLASS_TEXT.throttled] });
    expect(view.result?.initialValue).toMatchObject({
      parentName: 'Ana Pérez',
      days: ['tuesday', 'saturday'],
    });
  });

  it('the API failing: 502 with the message, the values and token kept for a retry', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const token = randomUUID();
    const answer = await runWithScenario('trial-class-error', () => post({ ...FORM, token }));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({
      result: { error: { '': [TRIAL_CLASS_TEXT.failure] } },
      token,
    });
  });
});

describe("the banner's 'Ahora no'", () => {
  const dismiss = (volver: string) =>
    dismissAction({
      request: new Request('http://localhost/clase-de-prueba/ocultar', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ volver }).toString(),
      }),
      params: {},
      context: {},
    });

  it('remembers the choice for a year and goes back to the page', async () => {
    const answer = await dismiss('/cursos?edad=5_to_7');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cursos?edad=5_to_7');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^kodea_prueba=oculto; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/,
    );
  });

  it.each([
    ['/ā', '/%C4%81'],
    ['/cursos?edad=ñ', '/cursos?edad=%C3%B1'],
    ['/x\u0001', '/'],
    ['/\ud800', '/%EF%BF%BD'],
  ])(
    'a return address a header cannot carry is encoded or goes home: %j (issue 50)',
    async (volver, location) => {
      const answer = await dismiss(volver);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(location);
    },
  );

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ''])(
    'never leaves the site: %s goes home',
    async (volver) => {
      expect((await dismiss(volver)).headers.get('location')).toBe('/');
    },
  );
});
