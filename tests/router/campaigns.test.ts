/** campaigns.strip and campaigns.byId against the mock API (issue 17, decision 036). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { ENDING_CAMPAIGN } from '../../mocks/scenarios/campaigns';
import { logger } from '../../server/log/logger';
import { visitorCaller } from '../support/caller';

const trpcCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'UNKNOWN',
  );

describe('campaigns.strip', () => {
  it('lists the current campaigns with their pictures, dates and links', async () => {
    const strip = await visitorCaller().campaigns.strip();
    expect(strip.map((campaign) => campaign.id)).toEqual(['vacaciones', 'robotica-y-ia']);
    expect(strip[0]).toMatchObject({
      title: 'Vacaciones útiles 2027',
      kind: 'vacation',
      // Its own link: the vacation page, not /campanas/vacaciones.
      href: '/vacaciones',
      datesText: 'Del 1 de noviembre de 2026 al 31 de diciembre de 2027',
      image: {
        desktop: { url: '/images/banners/vacaciones-escritorio.svg', width: 1200, height: 240 },
        mobile: { url: '/images/banners/vacaciones-movil.svg', width: 780, height: 390 },
      },
    });
    // No link of its own: its page.
    expect(strip[1]).toMatchObject({ href: '/campanas/robotica-y-ia' });
  });

  it('never shows an ended campaign, even when the API still lists it', async () => {
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/products/campaigns/`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'pasada',
              title: 'Pasada',
              kind: 'promotion',
              starts_on: '2020-01-01',
              ends_on: '2020-01-31',
              image: {
                desktop: { url: '/a.svg', width: 10, height: 10 },
                mobile: { url: '/b.svg', width: 10, height: 10 },
              },
            },
          ],
        }),
      ),
    );
    expect(await visitorCaller().campaigns.strip()).toEqual([]);
  });

  it('leaves out a campaign whose picture is not a safe link, keeps the others', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/products/campaigns/`, () =>
        HttpResponse.json({
          data: ['javascript:alert(1)', '/ok.svg'].map((url, index) => ({
            id: `c-${index}`,
            title: `Campaña ${index}`,
            kind: 'courses',
            starts_on: '2020-01-01',
            ends_on: '2099-12-31',
            image: {
              desktop: { url, width: 10, height: 10 },
              mobile: { url: '/m.svg', width: 10, height: 10 },
            },
          })),
        }),
      ),
    );
    expect((await visitorCaller().campaigns.strip()).map((c) => c.id)).toEqual(['c-1']);
    expect(warn).toHaveBeenCalled();
  });

  it('campaigns-error (a 500): no strip, logged, nothing thrown', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await runWithScenario('campaigns-error', () => visitorCaller().campaigns.strip())).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      { section: 'campaigns strip', reason: 'server' },
      '[page] campaigns strip unavailable, page shown without it',
    );
  });

  it('campaign-ended: the strip drops the campaign that ended', async () => {
    const strip = await runWithScenario('campaign-ended', () => visitorCaller().campaigns.strip());
    expect(strip.map((campaign) => campaign.id)).toEqual(['vacaciones']);
  });
});

describe('campaigns.byId', () => {
  it('answers a current campaign with its products', async () => {
    const campaign = await visitorCaller().campaigns.byId({ id: 'robotica-y-ia' });
    expect(campaign).toMatchObject({ title: 'Mes de la robótica y la IA', href: '/campanas/robotica-y-ia' });
    expect(campaign.products).toEqual([
      expect.objectContaining({
        kind: 'path',
        ageText: '12 años a más',
        href: '/rutas/ruta-inteligencia-artificial-y-apps',
      }),
      expect.objectContaining({ kind: 'pack', href: '/cursos/pack-python-y-desarrollo-web' }),
    ]);
  });

  it('the vacation campaign lists its programs as products', async () => {
    const campaign = await visitorCaller().campaigns.byId({ id: 'vacaciones' });
    expect(campaign.products.length).toBeGreaterThan(3);
    expect(campaign.products[0]).toMatchObject({ kind: 'program', href: '/vacaciones?edad=5_to_7' });
  });

  it.each([
    ['an unknown id (the API answers 404)', 'no-existe'],
    ['an ended campaign (the API answers it with its dates)', 'cyber-kodea-2025'],
    ['an id that cannot name a campaign (no call)', '../admin'],
  ])('%s is NOT_FOUND', async (_case, id) => {
    expect(await trpcCode(visitorCaller().campaigns.byId({ id }))).toBe('NOT_FOUND');
  });

  it('campaign-ended: the page of the campaign that ended is NOT_FOUND; others stay', async () => {
    await runWithScenario('campaign-ended', async () => {
      expect(await trpcCode(visitorCaller().campaigns.byId({ id: ENDING_CAMPAIGN }))).toBe('NOT_FOUND');
      expect(await trpcCode(visitorCaller().campaigns.byId({ id: 'vacaciones' }))).toBe('OK');
    });
  });

  it('a 5xx is BAD_GATEWAY (the error page), maintenance is SERVICE_UNAVAILABLE', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/campaigns/:id`, () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await trpcCode(visitorCaller().campaigns.byId({ id: 'robotica-y-ia' }))).toBe('BAD_GATEWAY');
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/campaigns/:id`, () => new HttpResponse(null, { status: 503 })),
    );
    expect(await trpcCode(visitorCaller().campaigns.byId({ id: 'vacaciones' }))).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('the vacation page reads its campaign by id', () => {
  it('GET /api/campaigns/{VACATION_CAMPAIGN_ID}?age_range=…', async () => {
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
    mockServer.events.removeAllListeners();
    expect(page.programs.map((program) => program.id)).toEqual(['vac-8_to_11-1', 'vac-8_to_11-2']);
    expect(seen).toContain('/api/campaigns/vacaciones?age_range=8_to_11');
    expect(seen.some((url) => url.startsWith('/api/products/campaigns/'))).toBe(false);
  });
});
