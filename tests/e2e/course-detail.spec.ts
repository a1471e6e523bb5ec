import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseColors, worstContrast, type Rgb } from './contrast';
import { expectZoneReported, jsEnabled } from './support';

const ROBLOX = '/cursos/curso-de-videojuegos-con-roblox';

/** Computed colour of an element (or of one of its pseudo-elements), as [r, g, b, a]. */
async function colorOf(locator: Locator, pseudo: string | null = null) {
  const css = await locator.evaluate((el, p) => getComputedStyle(el, p).color, pseudo);
  const [color] = parseColors(css);
  return color;
}

test.describe('course hero: readable text over the picture (WCAG AA)', () => {
  test(
    'the overlay behind the hero text gives ≥ 4.5:1 (≥ 3:1 for the large h1)',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto(ROBLOX);
      const hero = page.locator('header.course-hero');
      await expect(page.getByTestId('course-hero-image')).toBeVisible();

      // The overlay covers the whole hero, between the picture and the text.
      const overlay = await hero.evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        const image = el.querySelector('.course-hero__image');
        return {
          content: style.content,
          position: style.position,
          inset: [style.top, style.right, style.bottom, style.left],
          zIndex: Number(style.zIndex),
          imageZIndex: image ? Number(getComputedStyle(image).zIndex) : null,
          layers: `${style.backgroundImage} ${style.backgroundColor}`,
        };
      });
      expect(overlay.content).not.toBe('none');
      expect(overlay.position).toBe('absolute');
      expect(overlay.inset).toEqual(['0px', '0px', '0px', '0px']);
      expect(overlay.imageZIndex).not.toBeNull();
      expect(overlay.zIndex).toBeGreaterThan(overlay.imageZIndex ?? Infinity);
      const layers = parseColors(overlay.layers).filter(([, , , alpha]) => alpha > 0);
      expect(layers.length).toBeGreaterThan(0);

      const heroBox = await hero.boundingBox();
      const texts: Array<[string, Locator, string | null, number]> = [
        ['breadcrumb link', page.locator('.course-hero .breadcrumbs a').first(), null, 4.5],
        ['breadcrumb current page', page.locator('.course-hero .breadcrumbs [aria-current]'), null, 4.5],
        ['breadcrumb separator', page.locator('.course-hero .breadcrumbs li + li').first(), '::before', 4.5],
        ['age label', page.locator('.course-hero__age'), null, 4.5],
        ['start date', page.getByTestId('start-date'), null, 4.5],
        ['h1', page.getByRole('heading', { level: 1 }), null, 3],
      ];
      for (const [name, locator, pseudo, minimum] of texts) {
        const box = await locator.boundingBox();
        expect(box, name).not.toBeNull();
        if (box && heroBox) {
          expect(box.y, `${name} inside the hero`).toBeGreaterThanOrEqual(heroBox.y);
          expect(box.y + box.height, `${name} inside the hero`).toBeLessThanOrEqual(
            heroBox.y + heroBox.height,
          );
        }
        const [r, g, b, alpha] = await colorOf(locator, pseudo);
        expect(alpha, `${name} is opaque`).toBe(1);
        const text: Rgb = [r, g, b];
        const ratio = worstContrast(text, layers);
        expect(ratio, `${name} contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
      }

      // 3:1 is only allowed for large text: 24px, or 18.66px bold.
      const h1 = await page.getByRole('heading', { level: 1 }).evaluate((el) => ({
        size: parseFloat(getComputedStyle(el).fontSize),
        weight: Number(getComputedStyle(el).fontWeight),
      }));
      expect(h1.size >= 24 || (h1.size >= 18.66 && h1.weight >= 700)).toBe(true);
    },
  );

  test(
    'the hero picture loads first (LCP): eager, high priority, decorative',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto(ROBLOX);
      const image = page.getByTestId('course-hero-image');
      await expect(image).toHaveAttribute('src', /curso-de-videojuegos-con-roblox-fondo\.svg$/);
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('alt', '');
      await expect(page.locator('img[loading="lazy"][fetchpriority="high"]')).toHaveCount(0);
    },
  );

  test(
    'share tags: canonical URL, Open Graph and Twitter card',
    { tag: '@no-js' },
    async ({ page, baseURL }) => {
      await page.goto(ROBLOX);
      const origin = baseURL ?? '';
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${ROBLOX}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${ROBLOX}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Curso de Videojuegos con Roblox · Kodea',
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${origin}/images/cursos/curso-de-videojuegos-con-roblox.svg`,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_PE');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    },
  );
});

/** The texts of the group list: one per group. */
async function groupLines(page: Page) {
  return page.getByTestId('course-group').allInnerTexts();
}

/** Exactly one hour per group, in the 12-hour format, naming the zone; no Lima hour in the name. */
function expectOneHourPerGroup(lines: string[], hour: RegExp, zone: string) {
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    expect(line.match(/\d{1,2}:\d{2}/g), line).toHaveLength(1);
    expect(line).not.toMatch(/[ap]\. m\./);
    expect(line).toContain(`(${zone})`);
  }
  expect(lines[0]).toMatch(hour);
}

test.describe('group hours for a visitor in Mexico City', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test("one hour per group, in the visitor's zone and named", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    if (jsEnabled(testInfo)) {
      // The browser reports its zone (kodea_tz) at the visitor's first key, pointer or form send.
      await page.goto('/');
      await expectZoneReported(page, 'America/Mexico_City');
    } else {
      // Without JavaScript the browser cannot tell its zone: Lima hours, and the page says so.
      await page.goto(ROBLOX);
      expectOneHourPerGroup(
        await groupLines(page),
        /^Grupo Lunes y Miércoles\s+Inicia el lunes 11 de enero, 4:00 PM/,
        'hora de Perú',
      );
      await context.addCookies([
        { name: 'kodea_tz', value: encodeURIComponent('America/Mexico_City'), url: baseURL ?? '' },
      ]);
    }
    await page.goto(ROBLOX);
    const lines = await groupLines(page);
    expectOneHourPerGroup(
      lines,
      /^Grupo Lunes y Miércoles\s+Inicia el lunes 11 de enero, 3:00 PM \(hora de Ciudad de México\)$/,
      'hora de Ciudad de México',
    );
    expect(lines[1]).toMatch(/^Grupo Martes y Jueves\s+Inicia el martes 12 de enero, 9:00 AM/);
  });
});

test.describe('group hours for a visitor in Lima', () => {
  test.use({ timezoneId: 'America/Lima' });

  test('the hours content wrote, named as Peru time', async ({ page }, testInfo) => {
    if (jsEnabled(testInfo)) await page.goto('/');
    await page.goto(ROBLOX);
    const lines = await groupLines(page);
    expectOneHourPerGroup(
      lines,
      /^Grupo Lunes y Miércoles\s+Inicia el lunes 11 de enero, 4:00 PM \(hora de Perú\)$/,
      'hora de Perú',
    );
    expect(lines[2]).toMatch(/^Grupo Martes y Jueves\s+Inicia el martes 2 de marzo, 5:00 PM/);
  });
});
