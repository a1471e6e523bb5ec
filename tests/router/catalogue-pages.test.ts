/** paths.bySlug and courses.byLink against the mock content service and location source. */
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, MOCK_CONTENT_URL, MOCK_LOCATION_URL } from '../../mocks/config';
import { listEntries } from '../../mocks/handlers/content';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';
import { logger } from '../../server/log/logger';
import { formatMoney, type Money } from '../../kernel/money';
import { durationText } from '../../kernel/product-facts';

const ROBLOX = 'curso-de-videojuegos-con-roblox';

async function trpcCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof TRPCError) return error.code;
  throw new Error(`expected a TRPCError, got ${String(error)}`);
}

function locationAnswers(country: string) {
  const requests: URL[] = [];
  mockServer.use(
    http.get(`${MOCK_LOCATION_URL}/json/`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ country_code: country, country_name: country, city: 'Ciudad' });
    }),
  );
  return requests;
}

describe('spec §9 path price table, as paths.bySlug states it', () => {
  // level → [first course, its months, PEN, USD, full path months, PEN, USD]
  const TABLE = [
    [1, 'ruta-pequenos-programadores', '2 meses', 'S/ 450', '$129 USD', '9 meses', 'S/ 1,710', '$489 USD'],
    [2, 'ruta-creadores-de-videojuegos', '3 meses', 'S/ 639', '$185 USD', null, 'S/ 1,710', '$489 USD'],
    [3, 'ruta-desarrolladores-web', '2 meses', 'S/ 450', '$129 USD', '9.5 meses', 'S/ 1,805', '$515 USD'],
    [
      4,
      'ruta-inteligencia-artificial-y-apps',
      '3 meses',
      'S/ 639',
      '$185 USD',
      '9.5 meses',
      'S/ 1,805',
      '$515 USD',
    ],
  ] as const;
  const printed = (money: Money) => formatMoney(money.amount, money.currency);

  it.each(TABLE)(
    'level %i (%s): the first course and the full path, in soles in Peru and dollars abroad',
    async (level, slug, courseMonths, coursePen, courseUsd, pathMonths, pathPen, pathUsd) => {
      const peru = await visitorCaller().paths.bySlug({ slug });
      const abroad = await runWithScenario('visitor-abroad', () => visitorCaller().paths.bySlug({ slug }));
      expect(peru.level).toBe(level);
      const first = peru.offers?.firstCourse;
      expect(first && [durationText(first.duration), printed(first.price)]).toEqual([
        courseMonths,
        coursePen,
      ]);
      expect(first?.course.slug).toBe(peru.courses[0].slug);
      const full = peru.offers?.fullPath;
      expect(full && printed(full.price)).toBe(pathPen);
      // The table gives level 2's full path no length; every other row's is the path's own.
      if (pathMonths) expect(full && durationText(full.duration)).toBe(pathMonths);
      expect(abroad.offers?.firstCourse && printed(abroad.offers.firstCourse.price)).toBe(courseUsd);
      expect(abroad.offers?.fullPath && printed(abroad.offers.fullPath.price)).toBe(pathUsd);
    },
  );
});

describe('paths.bySlug', () => {
  it('a path of the content service, in soles for a visitor in Peru', async () => {
    const path = await visitorCaller().paths.bySlug({ slug: 'ruta-creadores-de-videojuegos' });
    expect(path).toMatchObject({
      name: 'Ruta Creadores de Videojuegos',
      levelText: 'Nivel 2',
      durationMonths: 9,
      frequency: '2 veces por semana',
      currency: 'PEN',
      curriculumUrl: '/media/planes-de-estudio/ruta-creadores-de-videojuegos.pdf',
    });
    expect(path.courses.map((c) => c.slug)).toEqual([
      'curso-de-animacion-con-scratch',
      ROBLOX,
      'curso-de-minecraft-education-code-builder',
      'curso-de-robotica-con-micro-bit',
    ]);
    expect(path.offers).toEqual({
      firstCourse: {
        title: 'Primer curso',
        course: { name: 'Animación con Scratch', slug: 'curso-de-animacion-con-scratch' },
        duration: { months: 3 },
        price: { amount: 639, currency: 'PEN' },
        paymentLink: '/pagos/enlace/ruta-creadores-de-videojuegos-primer-curso-pen',
      },
      fullPath: {
        title: 'Ruta completa',
        duration: { months: 9 },
        price: { amount: 1710, currency: 'PEN' },
        paymentLink: '/pagos/enlace/ruta-creadores-de-videojuegos-ruta-completa-pen',
      },
    });
  });

  it("in dollars for a visitor in Mexico ('visitor-abroad'), with the dollar links", async () => {
    const path = await runWithScenario('visitor-abroad', () =>
      visitorCaller().paths.bySlug({ slug: 'ruta-pequenos-programadores' }),
    );
    expect(path.currency).toBe('USD');
    expect(path.offers?.firstCourse).toMatchObject({
      price: { amount: 129, currency: 'USD' },
      paymentLink: expect.stringMatching(/-usd$/),
    });
    expect(path.offers?.fullPath).toMatchObject({
      price: { amount: 489, currency: 'USD' },
      duration: { months: 9 },
    });
  });

  it('an unknown slug is NOT_FOUND', async () => {
    expect(await trpcCode(visitorCaller().paths.bySlug({ slug: 'ruta-que-no-existe' }))).toBe('NOT_FOUND');
  });

  it('a path whose level the table does not know is a malformed answer (BAD_GATEWAY), never a page without prices', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(
      http.get(`${MOCK_CONTENT_URL}/entries`, ({ request }) => {
        const list = listEntries(new URL(request.url));
        if (!list) return undefined;
        return HttpResponse.json({
          ...list,
          items: list.items.map((item) => ({ ...item, fields: { ...item.fields, level: 7 } })),
        });
      }),
    );
    expect(await trpcCode(visitorCaller().paths.bySlug({ slug: 'ruta-desarrolladores-web' }))).toBe(
      'BAD_GATEWAY',
    );
  });
});

describe('courses.byLink', () => {
  it('a course, in soles for a visitor in Peru', async () => {
    const page = await visitorCaller().courses.byLink({ slug: ROBLOX });
    if (page.kind !== 'course') throw new Error('expected a course');
    expect(page.course.slug).toBe(ROBLOX);
    expect(page.price).toEqual({ amount: 549, currency: 'PEN' });
  });

  it('a course in dollars for a Mexican IP, sent to the location source', async () => {
    const requests = locationAnswers('MX');
    const page = await visitorCaller({ clientIp: '189.203.1.2' }).courses.byLink({ slug: ROBLOX });
    expect(page).toMatchObject({ kind: 'course', currency: 'USD', price: { amount: 157, currency: 'USD' } });
    expect(requests.map((url) => url.searchParams.get('ip'))).toEqual(['189.203.1.2']);
  });

  it('a signed-in Mexican user sees dollars, a Peruvian one soles, whatever the location source says', async () => {
    const requests = locationAnswers('PE');
    const { caller: mexico } = await signedInCaller('mama.mx@example.com');
    expect(await mexico.courses.byLink({ slug: ROBLOX })).toMatchObject({
      price: { amount: 157, currency: 'USD' },
    });
    const { caller: peru } = await runWithScenario('visitor-abroad', () =>
      signedInCaller('padre@example.com'),
    );
    expect(
      await runWithScenario('visitor-abroad', () => peru.courses.byLink({ slug: ROBLOX })),
    ).toMatchObject({
      price: { amount: 549, currency: 'PEN' },
    });
    expect(requests).toHaveLength(0);
  });

  it('the location source failing falls back to Peru, logged', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(`${MOCK_LOCATION_URL}/json/`, () => HttpResponse.json({}, { status: 503 })));
    expect(await visitorCaller().courses.byLink({ slug: ROBLOX })).toMatchObject({
      price: { amount: 549, currency: 'PEN' },
    });
    expect(log).toHaveBeenCalledWith(
      { reason: expect.any(String) },
      '[courses] location source failed, assuming Peru',
    );
  });

  it('a pack: both courses, 8 sessions over 4 weeks, its price in the visitor currency', async () => {
    const peru = await visitorCaller().courses.byLink({ slug: 'pack-roblox-y-minecraft' });
    expect(peru).toEqual({
      kind: 'pack',
      pack: {
        slug: 'pack-roblox-y-minecraft',
        name: 'Pack Roblox + Minecraft',
        description: expect.stringContaining('Roblox'),
        ageRange: '8_to_11',
        courses: [
          { name: 'Minicurso de Videojuegos con Roblox', slug: 'minicurso-de-videojuegos-con-roblox' },
          { name: 'Minicurso de Minecraft Education', slug: 'minicurso-de-minecraft-education' },
        ],
        image: { url: '/images/cursos/curso-de-videojuegos-con-roblox.svg', alt: 'Pack Roblox + Minecraft' },
        facts: { sessions: 8, duration: { weeks: 4 } },
        currency: 'PEN',
        price: { amount: 690, currency: 'PEN' },
        silabo: 'silabos/pack-roblox-y-minecraft.pdf',
      },
      country: 'PE',
    });
    const abroad = await runWithScenario('visitor-abroad', () =>
      visitorCaller().courses.byLink({ slug: 'pack-roblox-y-minecraft' }),
    );
    expect(abroad).toMatchObject({
      kind: 'pack',
      pack: { currency: 'USD', price: { amount: 199, currency: 'USD' } },
    });
  });

  it('a course names the vacation programs that teach it, as products of their own (issue 20)', async () => {
    const roblox = await visitorCaller().courses.byLink({ slug: ROBLOX });
    expect(roblox).toMatchObject({
      kind: 'course',
      country: 'PE',
      price: { amount: 549, currency: 'PEN' },
      course: { sessions: 16, durationMonths: 2, silabo: 'silabos/programa-roblox.pdf' },
      vacation: [
        {
          name: 'Crea tu videojuego en Roblox',
          facts: { sessions: 8, duration: { weeks: 4 } },
          price: { amount: 450, currency: 'PEN' },
          href: '/vacaciones?edad=8_to_11&programa=0',
        },
      ],
    });
    // A course no shown program teaches has none.
    const minecraft = await visitorCaller().courses.byLink({
      slug: 'curso-de-minecraft-education-code-builder',
    });
    expect(minecraft).toMatchObject({ vacation: [] });
  });

  it('the campaign failing leaves the course page without its programs, logged', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/campaigns/:id`, () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await visitorCaller().courses.byLink({ slug: ROBLOX })).toMatchObject({ vacation: [] });
    expect(log).toHaveBeenCalledWith(
      { section: 'course vacation programs', reason: 'server' },
      '[page] course vacation programs unavailable, page shown without it',
    );
  });

  it('a slug that is neither course nor pack is NOT_FOUND', async () => {
    expect(await trpcCode(visitorCaller().courses.byLink({ slug: 'pack-que-no-existe' }))).toBe('NOT_FOUND');
  });

  it('the sitemap lists: every pack and path slug', async () => {
    const caller = visitorCaller();
    expect(await caller.courses.packSlugs()).toEqual([
      'pack-scratch-junior-y-code-org',
      'pack-roblox-y-minecraft',
      'pack-python-y-desarrollo-web',
    ]);
    expect(await caller.paths.slugs()).toEqual([
      'ruta-pequenos-programadores',
      'ruta-creadores-de-videojuegos',
      'ruta-desarrolladores-web',
      'ruta-inteligencia-artificial-y-apps',
    ]);
  });

  it("the sitemap's pages carry their content's publication date (issue 20)", async () => {
    const pages = await visitorCaller().courses.pages();
    // 14 courses, 6 minicourses (the packs' courses), 3 packs, 4 paths.
    expect(pages).toHaveLength(14 + 6 + 3 + 4);
    expect(pages).toContainEqual({
      path: '/cursos/curso-de-videojuegos-con-roblox',
      updatedAt: '2026-11-09T15:00:00.000Z',
    });
    expect(pages).toContainEqual({
      path: '/cursos/pack-roblox-y-minecraft',
      updatedAt: '2026-10-12T15:00:00.000Z',
    });
    expect(pages).toContainEqual({
      path: '/rutas/ruta-inteligencia-artificial-y-apps',
      updatedAt: '2026-11-11T15:00:00.000Z',
    });
    // Stable: asked again, the same dates (never the time of the request).
    expect(await visitorCaller().courses.pages()).toEqual(pages);
  });
});
