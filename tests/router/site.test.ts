import { factsText } from '../../server/catalogue/program-facts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_CONTENT_URL, MOCK_LOCATION_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';
import { logger } from '../../server/log/logger';
import { clearPublicCache } from '../../server/cache/public-cache';

const home = () => visitorCaller().site.home();

describe('site.home', () => {
  it('assembles every section from the content service', async () => {
    const page = await home();
    expect(page.announcement).toEqual({
      text: expect.stringContaining('Vacaciones útiles 2027'),
      link: { url: '/vacaciones', text: 'Ver programas' },
    });
    expect(page.slides.map((s) => s.id)).toEqual(['sld-vacaciones', 'sld-clases-en-vivo', 'sld-rutas']);
    expect(page.slides[0].secondary).toEqual({ text: 'Escríbenos por WhatsApp', chat: true, href: null });
    expect(page.slides[1].primary).toMatchObject({
      type: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/nKIu9yen5nc?autoplay=1&rel=0',
    });
    expect(page.slides[1].secondary).toEqual({ text: 'Ver cursos', chat: false, href: '/cursos' });
    expect(page.slides[2].secondary).toBeNull();
    expect(page.ageRanges.map((a) => a.ageRange)).toEqual(['5_to_7', '8_to_11', '12_plus']);
    expect(page.banners).toHaveLength(1);
    expect(page.featuredVideo?.title).toBe('Así es una clase en vivo en Kodea');
    expect(page.testimonials).toHaveLength(3);
    expect(page.values.map((v) => v.title)).toEqual(['Curiosidad', 'Innovación', 'Revolución educativa']);
    expect(page.about?.title).toBe('Sobre Kodea');
    expect(page.posts.map((p) => p.publishDate)).toEqual(['2026-10-28', '2026-09-15', '2026-08-03']);
    expect(page.countryCode).toBeNull();
  });

  it('gives each age group its single course (4 sessions over 2 weeks) and its pack (8 over 4), spec §9', async () => {
    const { ageRanges } = await home();
    const cards = ageRanges.map((range) =>
      range.programs.map((p) => ({
        kind: p.kind,
        href: p.href,
        facts: p.facts && factsText(p.facts),
        button: p.buttonText,
      })),
    );
    expect(cards).toEqual([
      [
        {
          kind: 'course',
          href: '/cursos/minicurso-de-scratch-junior',
          facts: '4 sesiones en 2 semanas',
          button: 'Ver curso',
        },
        {
          kind: 'pack',
          href: '/cursos/pack-scratch-junior-y-code-org',
          facts: '8 sesiones en 4 semanas',
          button: 'Ver pack de cursos',
        },
      ],
      [
        {
          kind: 'course',
          href: '/cursos/minicurso-de-videojuegos-con-roblox',
          facts: '4 sesiones en 2 semanas',
          button: 'Ver curso',
        },
        {
          kind: 'pack',
          href: '/cursos/pack-roblox-y-minecraft',
          facts: '8 sesiones en 4 semanas',
          button: 'Ver pack de cursos',
        },
      ],
      [
        {
          kind: 'course',
          href: '/cursos/minicurso-de-python',
          facts: '4 sesiones en 2 semanas',
          button: 'Ver curso',
        },
        {
          kind: 'pack',
          href: '/cursos/pack-python-y-desarrollo-web',
          facts: '8 sesiones en 4 semanas',
          button: 'Ver pack de cursos',
        },
      ],
    ]);
    expect(ageRanges[0].programs[0].countries[0]).toEqual({ code: 'PE', name: 'Perú' });
  });

  it('a refreshed content cache gives the same home; a scenario has answers of its own', async () => {
    const first = await home();
    const signedIn = await (await signedInCaller('padre@example.com')).caller.site.home();
    expect(signedIn.countryCode).toBe('PE');
    clearPublicCache();
    expect(await home()).toEqual(first);
    // A scenario's answers are its own (cached apart): its home is made from them.
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    expect((await runWithScenario('content-partial', home)).slides).toEqual([]);
    errors.mockRestore();
    expect((await home()).slides).toHaveLength(3);
  });

  it('content-partial: the slider and banners fail, the rest of the home still comes', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const page = await runWithScenario('content-partial', home);
    expect(page.slides).toEqual([]);
    expect(page.banners).toEqual([]);
    expect(page.ageRanges).toHaveLength(3);
    expect(page.testimonials).toHaveLength(3);
    expect(errors).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('slider unavailable'));
    errors.mockRestore();
  });

  it('any other content type failing fails the page (maintenance shows)', async () => {
    await expect(runWithScenario('maintenance', home)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    mockServer.use(
      http.get(`${MOCK_CONTENT_URL}/entries`, ({ request }) =>
        new URL(request.url).searchParams.get('content_type') === 'ageRangeProgram'
          ? HttpResponse.json({ total: 1, items: [{ sys: { id: 'x' }, fields: { name: 'sin campos' } }] })
          : undefined,
      ),
    );
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await expect(home()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    errors.mockRestore();
  });

  it("passes the signed-in user's country for the chat number", async () => {
    const { caller } = await signedInCaller('mama.mx@example.com');
    expect((await caller.site.home()).countryCode).toBe('MX');
  });
});

describe('site.thankYou', () => {
  it("'purchase' in Peru: soles payment links, first course then full pathway", async () => {
    const page = await visitorCaller().site.thankYou({ variant: 'purchase' });
    expect(page).toMatchObject({ kind: 'purchase', country: 'PE', currency: 'PEN' });
    expect(page.paymentLinks.map((l) => l.label)).toEqual([
      'Pagar el primer curso',
      'Pagar la ruta completa',
    ]);
    expect(page.paymentLinks.every((l) => l.url.endsWith('-pen'))).toBe(true);
  });

  it("'purchase' for a visitor located abroad: dollar links", async () => {
    const page = await runWithScenario('visitor-abroad', () =>
      visitorCaller().site.thankYou({ variant: 'purchase' }),
    );
    expect(page).toMatchObject({ country: 'MX', currency: 'USD' });
    expect(page.paymentLinks.every((l) => l.url.endsWith('-usd'))).toBe(true);
  });

  it('a signed-in user abroad pays in dollars whatever the location source says', async () => {
    const { caller } = await signedInCaller('mama.mx@example.com');
    const page = await caller.site.thankYou({ variant: 'purchase' });
    expect(page.currency).toBe('USD');
  });

  it('the location source failing means Peru', async () => {
    mockServer.use(http.get(`${MOCK_LOCATION_URL}/json/`, () => HttpResponse.json({}, { status: 500 })));
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const page = await visitorCaller({ clientIp: '203.0.113.9' }).site.thankYou({ variant: 'purchase' });
    expect(page.currency).toBe('PEN');
    errors.mockRestore();
  });

  it("'testimonials' brings the three student videos and no payment links", async () => {
    const page = await visitorCaller().site.thankYou({ variant: 'testimonials' });
    expect(page.kind).toBe('testimonials');
    expect(page.testimonials).toHaveLength(3);
    expect(page.paymentLinks).toEqual([]);
  });

  it('another variant uses the default texts', async () => {
    const page = await visitorCaller().site.thankYou({ variant: 'contacto' });
    expect(page).toMatchObject({ kind: 'other', title: '¡Gracias!', paymentLinks: [], testimonials: [] });
  });

  it('refuses a variant that is not a slug', async () => {
    await expect(visitorCaller().site.thankYou({ variant: '../x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
