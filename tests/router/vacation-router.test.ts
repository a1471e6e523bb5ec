import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import { requirements } from '../../fixtures/vacation-programs';
import { MOCK_LOCATION_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller, visitorCaller } from '../support/caller';
import { logger } from '../../server/log/logger';

const ROBLOX = { ageRange: '8_to_11', programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1' } as const;
/** Roblox's promotion ends in 16 days with 8 places (mocks/catalogue/vacation-promotions.ts). */
const ROBLOX_PROMOTION = { endsAt: expect.any(String) as unknown, stockLeft: 8 };
const PEN_ROBLOX = {
  currency: 'PEN',
  price: 450,
  beforePrice: 600,
  discountOff: 25,
  promotion: ROBLOX_PROMOTION,
};
const USD_ROBLOX = {
  currency: 'USD',
  price: 129,
  beforePrice: 172,
  discountOff: 25,
  promotion: ROBLOX_PROMOTION,
};

async function trpcFailure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof TRPCError) return error;
  throw new Error(`expected a TRPCError, got ${String(error)}`);
}

function answerLocation(response: () => Response) {
  const requests: URL[] = [];
  mockServer.use(
    http.get(`${MOCK_LOCATION_URL}/json/`, ({ request }) => {
      requests.push(new URL(request.url));
      return response();
    }),
  );
  return requests;
}

describe('vacation.page', () => {
  it('shows only the first 2 of the 3 programs of 8_to_11, priced in PEN for a visitor in Peru', async () => {
    const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
    expect(page.currency).toBe('PEN');
    expect(page.programs.map((p) => p.id)).toEqual(['vac-8_to_11-1', 'vac-8_to_11-2']);
    expect(page.programs.map((p) => p.pricing)).toEqual([
      PEN_ROBLOX,
      { currency: 'PEN', price: 990, beforePrice: null, discountOff: 0, promotion: null },
    ]);
    expect(page.programs[0].courses).toMatchObject([
      { id: 'crs-005', name: 'Curso de Videojuegos con Roblox', slug: 'curso-de-videojuegos-con-roblox' },
    ]);
    expect(page.programs[0].groups.map((g) => g.id)).toEqual(['vg-8-1-1', 'vg-8-1-2', 'vg-8-1-3']);
  });

  it('returns the requirements of the campaign', async () => {
    const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
    expect(page.requirements).toEqual(requirements);
    expect(page.requirements.program_8_plus).toHaveLength(3);
  });

  it("'visitor-abroad' (Mexico City) → USD", async () => {
    const page = await runWithScenario('visitor-abroad', () =>
      visitorCaller().vacation.page({ ageRange: '8_to_11' }),
    );
    expect(page.currency).toBe('USD');
    expect(page.programs[0].pricing).toEqual(USD_ROBLOX);
    expect(page.programs[1].pricing).toEqual({
      currency: 'USD',
      price: 283,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
  });

  it("a signed-in user's own country wins over the location source", async () => {
    const requests = answerLocation(() =>
      HttpResponse.json({ country_code: 'MX', country_name: 'México', city: 'Monterrey' }),
    );
    const { caller: peru } = await signedInCaller('padre@example.com');
    await expect(peru.vacation.page({ ageRange: '8_to_11' })).resolves.toMatchObject({ currency: 'PEN' });
    const { caller: mexico } = await signedInCaller('mama.mx@example.com');
    const page = await mexico.vacation.page({ ageRange: '8_to_11' });
    expect(page.currency).toBe('USD');
    expect(page.programs[0].pricing).toEqual(USD_ROBLOX);
    expect(requests).toHaveLength(0);
  });

  it("sends the visitor's IP to the location source", async () => {
    const requests = answerLocation(() =>
      HttpResponse.json({ country_code: 'CO', country_name: 'Colombia', city: 'Bogotá' }),
    );
    const page = await visitorCaller({ clientIp: '190.7.8.9' }).vacation.page({ ageRange: '12_plus' });
    expect(page.currency).toBe('USD');
    expect(requests.map((url) => url.searchParams.get('ip'))).toEqual(['190.7.8.9']);
  });

  it.each([
    ['500', () => HttpResponse.json({ detail: 'x' }, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ country: 'MX' })],
    ['a network error', () => HttpResponse.error()],
  ])('the location source failing (%s) falls back to Peru/PEN', async (_label, response) => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    answerLocation(response);
    const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
    expect(page.currency).toBe('PEN');
    expect(page.programs[0].pricing).toEqual(PEN_ROBLOX);
    expect(log).toHaveBeenCalledWith(
      { reason: expect.any(String) },
      '[vacation] location source failed, assuming Peru',
    );
  });

  it("'no-groups' → the programs come without schedules", async () => {
    const page = await runWithScenario('no-groups', () =>
      visitorCaller().vacation.page({ ageRange: '8_to_11' }),
    );
    expect(page.programs).toHaveLength(2);
    expect(page.programs.map((p) => p.groups)).toEqual([[], []]);
    expect(page.programs[0].courses).toHaveLength(1);
  });

  it("'no-courses' → the programs come without courses, still priced", async () => {
    const page = await runWithScenario('no-courses', () =>
      visitorCaller().vacation.page({ ageRange: '8_to_11' }),
    );
    expect(page.programs.map((p) => p.courses)).toEqual([[], []]);
    expect(page.programs[0].groups).toHaveLength(3);
    expect(page.programs[0].pricing).toEqual(PEN_ROBLOX);
  });
});

describe('vacation.prepare', () => {
  it('computes the purchase context on the server (visitor in Lima)', async () => {
    const purchase = await visitorCaller().vacation.prepare(ROBLOX);
    expect(purchase).toMatchObject({
      program_id: 'vac-8_to_11-1',
      price: 450,
      before_price: 600,
      discount_off: 25,
      currencyCode: 'PEN',
      id_group: 'vg-8-1-1',
      schedule: 'Lunes y Miércoles de 4:00 PM a 5:30 PM',
      days_start: '11 de enero de 2027',
      courses_in_path: ['crs-005'],
      guardian_country: 'PE',
      guardian_city: 'Lima',
    });
  });

  it('amounts and currency never come from the input: extra keys are dropped', async () => {
    const tampered = {
      ...ROBLOX,
      price: 1,
      amount: 1,
      before_price: 2,
      currencyCode: 'USD',
      discount_off: 99,
    };
    const purchase = await visitorCaller().vacation.prepare(tampered);
    expect([purchase.price, purchase.before_price, purchase.currencyCode, purchase.discount_off]).toEqual([
      450,
      600,
      'PEN',
      25,
    ]);
  });

  it("'visitor-abroad' → USD prices and the visitor's city", async () => {
    const purchase = await runWithScenario('visitor-abroad', () => visitorCaller().vacation.prepare(ROBLOX));
    expect(purchase).toMatchObject({
      price: 129,
      before_price: 172,
      currencyCode: 'USD',
      guardian_country: 'MX',
      guardian_city: 'Ciudad de México',
    });
  });

  it("a signed-in user in Mexico: USD, the user's country, the schedule in the context's time zone", async () => {
    const { context } = await signedInCaller('mama.mx@example.com');
    const caller = createCaller({ ...context, timeZone: 'America/Mexico_City' });
    const purchase = await caller.vacation.prepare(ROBLOX);
    expect(purchase).toMatchObject({
      price: 129,
      currencyCode: 'USD',
      guardian_country: 'MX',
      guardian_city: null,
      schedule: 'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    });
  });

  it('the location source failing → Peru, PEN, no city', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    answerLocation(() => HttpResponse.json({}, { status: 500 }));
    const purchase = await visitorCaller().vacation.prepare(ROBLOX);
    expect(purchase).toMatchObject({
      price: 450,
      currencyCode: 'PEN',
      guardian_country: 'PE',
      guardian_city: null,
    });
  });

  it("groupId missing → BAD_REQUEST '***Debe seleccionar un horario' (zod)", async () => {
    const error = await trpcFailure(
      // @ts-expect-error: a form may post no group at all
      visitorCaller().vacation.prepare({ ageRange: '8_to_11', programId: 'vac-8_to_11-1' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    if (!(error.cause instanceof ZodError)) throw new Error('expected a ZodError cause');
    expect(z.flattenError(error.cause).fieldErrors).toEqual({ groupId: ['***Debe seleccionar un horario'] });
  });

  it("groupId empty → BAD_REQUEST '***Debe seleccionar un horario'", async () => {
    const error = await trpcFailure(visitorCaller().vacation.prepare({ ...ROBLOX, groupId: '' }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', '***Debe seleccionar un horario']);
  });

  it.each([
    ['unknown', 'vg-nope'],
    ['of another program', 'vg-8-2-1'],
    ['of the hidden program', 'vg-8-3-1'],
  ])("a groupId %s → BAD_REQUEST '***Debe seleccionar un horario'", async (_label, groupId) => {
    const error = await trpcFailure(visitorCaller().vacation.prepare({ ...ROBLOX, groupId }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', '***Debe seleccionar un horario']);
  });

  it('the third (hidden) program → NOT_FOUND, even with one of its own groups', async () => {
    const error = await trpcFailure(
      visitorCaller().vacation.prepare({
        ageRange: '8_to_11',
        programId: 'vac-8_to_11-3',
        groupId: 'vg-8-3-1',
      }),
    );
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Programa no disponible']);
  });

  it('a program of another age range → NOT_FOUND', async () => {
    const error = await trpcFailure(
      visitorCaller().vacation.prepare({
        ageRange: '8_to_11',
        programId: 'vac-5_to_7-1',
        groupId: 'vg-5-1-1',
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });

  it("'no-groups' → PRECONDITION_FAILED 'Sin horarios disponibles', with or without a groupId", async () => {
    const caller = visitorCaller();
    for (const groupId of ['vg-8-1-1', '']) {
      await expect(
        runWithScenario('no-groups', () => caller.vacation.prepare({ ...ROBLOX, groupId })),
      ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Sin horarios disponibles' });
    }
  });

  it("a program published without groups (vac-12_plus-2) → PRECONDITION_FAILED 'Sin horarios disponibles'", async () => {
    const error = await trpcFailure(
      visitorCaller().vacation.prepare({ ageRange: '12_plus', programId: 'vac-12_plus-2', groupId: '' }),
    );
    expect([error.code, error.message]).toEqual(['PRECONDITION_FAILED', 'Sin horarios disponibles']);
  });

  it("'no-courses' → PRECONDITION_FAILED 'Sin cursos'", async () => {
    await expect(
      runWithScenario('no-courses', () => visitorCaller().vacation.prepare(ROBLOX)),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Sin cursos' });
  });
});

describe('vacation.options (the payment cards of /enrollment)', () => {
  it("derives the cards from the chosen program's groups, marking the purchased one", async () => {
    const options = await visitorCaller().vacation.options({
      ageRange: '8_to_11',
      programId: 'vac-8_to_11-1',
      groupId: 'vg-8-1-2',
    });
    expect(options.map((o) => [o.groupId, o.title, o.scheduleText, o.chosen, o.recommended])).toEqual([
      ['vg-8-1-1', 'Lunes y Miércoles', 'Del 11 de enero al 3 de febrero de 2027', false, false],
      ['vg-8-1-2', 'Martes y Jueves', 'Del 12 de enero al 4 de febrero de 2027', true, false],
      ['vg-8-1-3', 'Martes y Jueves', 'Del 2 al 25 de febrero de 2027', false, true],
    ]);
  });

  it('another program of the same age range gives other cards', async () => {
    const options = await visitorCaller().vacation.options({
      ageRange: '8_to_11',
      programId: 'vac-8_to_11-2',
      groupId: null,
    });
    expect(options.map((o) => o.groupId)).toEqual(['vg-8-2-1', 'vg-8-2-2']);
    expect(options[0].courses.map((c) => c.name)).toEqual([
      'Curso de YouTuber Kids',
      'Animación con Scratch',
    ]);
  });

  it('the hidden third program, or one of another age range → NOT_FOUND', async () => {
    const caller = visitorCaller();
    for (const [ageRange, programId] of [
      ['8_to_11', 'vac-8_to_11-3'],
      ['8_to_11', 'vac-5_to_7-1'],
    ] as const) {
      await expect(caller.vacation.options({ ageRange, programId, groupId: null })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });

  it("content's start_text reaches the page (no 'Febrero 2022' beside 2027 schedules)", async () => {
    const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
    expect(page.programs.map((p) => p.start_text)).toEqual(['Enero 2027', 'Enero 2027']);
  });
});
