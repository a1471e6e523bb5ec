/**
 * HTTP caching and what link previews and crawlers read (issue 7): anonymous public pages may be
 * kept by a CDN and the back/forward cache, signed-in pages never; fingerprinted assets for a
 * year, images for a day; robots.txt, sitemap.xml, canonical and Open Graph tags.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';
import { CDN_CACHEABLE_PAGES, VISITOR_PAGES } from '../support/public-pages';
import { signIn } from './support/sign-in';

const app = useOwnApp();
const origin = () => app().origin;

describe('Cache-Control', () => {
  it.each(CDN_CACHEABLE_PAGES)(
    '%s is CDN-cacheable for an anonymous visitor, varying by cookie',
    async (page) => {
      const answer = await newBrowser(origin()).get(page);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(String(answer.headers.vary)).toMatch(/Cookie/);
    },
  );

  it.each(CDN_CACHEABLE_PAGES)('%s is private, no-store for a signed-in user', async (page) => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    const answer = await browser.get(page);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it.each(CDN_CACHEABLE_PAGES)(
    '%s is private, no-store for a request carrying a session cookie, even a stale one',
    async (page) => {
      const browser = newBrowser(origin());
      // Whatever the session holds (a sign-up draft, a flash, nothing any more), the page may depend on it.
      browser.jar.set('__kodea_session', 'stale-or-anonymous.session');
      const answer = await browser.get(page);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-cache']).toBeUndefined();
    },
  );

  it('personal and checkout pages, the login dialog and errors are never shared', async () => {
    const browser = newBrowser(origin());
    for (const page of [
      '/dashboard?login',
      '/cursos?login',
      '/cursos/no-existe',
      '/rutas/no-existe',
      ...VISITOR_PAGES,
    ]) {
      const answer = await browser.get(page);
      expect(answer.headers['cache-control'], page).toBe('private, no-store');
    }
  });

  it('fingerprinted assets for a year, immutable; images for a day', async () => {
    const browser = newBrowser(origin());
    // /cursos does not hydrate: its stylesheet or its one script is a fingerprinted asset it links.
    const html = (await browser.get('/cursos')).body;
    const asset = /"(\/build\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await browser.get(asset ?? '');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await browser.get('/images/og-kodea.png');
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1])).toBeGreaterThanOrEqual(
      86_400,
    );
  });
});

describe('crawlers and link previews', () => {
  it('robots.txt keeps personal pages out and names the sitemap', async () => {
    const answer = await newBrowser(origin()).get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Disallow: /dashboard');
    expect(answer.body).toContain('Disallow: /dashboardb2b/');
    expect(answer.body).toContain('Disallow: /libro-de-reclamaciones/');
    expect(answer.body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages and every course', async () => {
    const answer = await newBrowser(origin()).get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin()}/cursos`);
    expect(locs).toContain(`${origin()}/cursos/curso-de-videojuegos-con-roblox`);
    expect(locs.filter((loc) => loc.includes('/cursos/')).length).toBeGreaterThanOrEqual(14);
    expect(locs).toContain(`${origin()}/cursos/pack-roblox-y-minecraft`);
    expect(locs).toContain(`${origin()}/rutas/ruta-creadores-de-videojuegos`);
    expect(locs).toContain(`${origin()}/registro`);
    expect(locs).toContain(`${origin()}/libro-de-reclamaciones`);
    expect(locs.filter((loc) => loc.includes('/rutas/'))).toHaveLength(4);
    expect(locs).toContain(`${origin()}/game-jam`);
  });

  it.each(CDN_CACHEABLE_PAGES)(
    '%s has a canonical URL and Open Graph tags for WhatsApp previews',
    async (page) => {
      const html = (
        await newBrowser(origin()).get(`${page}${page.includes('?') ? '&' : '?'}utm_source=whatsapp`)
      ).body;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(`${origin()}${page}`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale'])
        expect(html, property).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      expect(/<meta property="og:image" content="(https?:\/\/[^"]+)"/.exec(html)?.[1]).toBeDefined();
    },
  );
});

describe('rendered-page cache (docs/decisions/016)', () => {
  /** A browser whose cookies are its own, so its cache key is too (the cache varies by Cookie). */
  function ownBrowser(timeZone = 'America/Lima') {
    const browser = newBrowser(origin());
    browser.jar.set('kodea_tz', encodeURIComponent(timeZone));
    browser.jar.set('test_run', String(Math.random()).slice(2));
    return browser;
  }

  it.each(CDN_CACHEABLE_PAGES)(
    '%s is rendered once, then served from the cache byte for byte',
    async (page) => {
      const browser = ownBrowser();
      const first = await browser.get(page);
      const second = await browser.get(page);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    },
  );

  it('a visitor in another time zone gets the page rendered for that zone', async () => {
    const page = '/cursos/curso-de-videojuegos-con-roblox';
    const lima = await ownBrowser('America/Lima').get(page);
    const mexico = await ownBrowser('America/Mexico_City').get(page);
    expect(lima.body).toContain('hora de Perú');
    expect(mexico.body).not.toContain('hora de Perú');
  });

  it('signed-in pages and the login dialog are never kept nor served from it', async () => {
    const browser = ownBrowser();
    for (let i = 0; i < 2; i++)
      expect((await browser.get('/cursos?login')).headers['x-cache']).toBeUndefined();
    await signIn(browser, 'alumno@example.com');
    for (let i = 0; i < 2; i++) {
      const answer = await browser.get('/cursos');
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.body).toContain('Mateo');
    }
  });

  it.each(VISITOR_PAGES)(
    '%s (prices by location) is kept for the same visitor address, never as a public page',
    async (page) => {
      const browser = ownBrowser();
      const first = await browser.get(page);
      const second = await browser.get(page);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('another visitor address with the same cookies never gets that copy', async () => {
    const first = ownBrowser();
    await first.get('/vacaciones?edad=8_to_11');
    // A new browser is another client address; give it the very same cookies.
    const other = newBrowser(origin()).withCookies(first.jar.snapshot());
    expect((await other.get('/vacaciones?edad=8_to_11')).headers['x-cache']).toBe('MISS');
  });
});
