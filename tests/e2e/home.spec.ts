import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForEnhancements } from './support';

// The spec's 'hij@' is shown as written and named "hijo o hija" for screen readers (issue 20, point 14).
const PROGRAMS_TITLE = 'Elige el programa ideal según la edad de tu hijo o hija';
const VIDEO_TILE = 'Ver video: Así es una clase en vivo en Kodea';
const VIDEO_HREF = 'https://www.youtube.com/watch?v=nKIu9yen5nc';

/** The player must never reach the network in tests: the embed answers an empty page. */
async function stubVideoEmbeds(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
}

const programCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe('home page', () => {
  test(
    'shows every section from content, one h1, the banner cover for its width, and the age anchors work',
    { tag: '@no-js' },
    async ({ page }) => {
      // The banner's cover follows the width: the mobile one below 768 px, the desktop one from 768 px.
      const cover = page.getByRole('img', { name: 'Vacaciones útiles 2027: inscripciones abiertas' });
      const source = async () => {
        await cover.scrollIntoViewIfNeeded();
        await expect(cover).toHaveJSProperty('complete', true);
        return cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      };
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      expect(await source()).toBe('/images/inicio/banner-vacaciones-movil.svg');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      expect(await source()).toBe('/images/inicio/banner-vacaciones.svg');
      await page.evaluate(() => window.scrollTo(0, 0));

      await expect(page.locator('h1')).toHaveCount(1);
      const bar = page.getByRole('complementary', { name: 'Aviso' });
      await expect(bar).toContainText('Vacaciones útiles 2027');
      await expect(bar.getByRole('link', { name: 'Ver programas' })).toHaveAttribute('href', '/vacaciones');
      await expect(page.getByRole('region', { name: 'Destacados' })).toBeVisible();
      for (const name of [
        '¿Qué edad tiene tu hijo o hija?',
        PROGRAMS_TITLE,
        'Nuestros valores',
        'Sobre Kodea',
        'Lo que cuentan nuestros estudiantes',
        'Del blog de Kodea',
      ])
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      for (const value of ['Curiosidad', 'Innovación', 'Revolución educativa'])
        await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
      for (const claim of [
        'Más de 8,500 estudiantes formados',
        '6 estudiantes por clase',
        'Sesiones de 90 minutos',
      ])
        await expect(page.getByText(claim, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Novedades' }).getByRole('link')).toHaveAttribute(
        'href',
        '/vacaciones',
      );
      await expect(page.getByText('28 de octubre de 2026')).toBeVisible();
      // The featured video is a plain link to it; no player opens without JavaScript.
      await expect(page.getByRole('link', { name: VIDEO_TILE })).toHaveAttribute('href', VIDEO_HREF);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const link = page.getByRole('link', { name: 'Ver cursos de 8 a 11 años' });
      await expect(link).toHaveAttribute('href', '#edad-8-a-11');
      await link.click();
      await expect(page).toHaveURL(/#edad-8-a-11$/);
      const heading = page.getByRole('heading', { level: 3, name: /Creadores de videojuegos/ });
      await expect(heading).toBeInViewport({ ratio: 1 });
      // Not hidden under the sticky site header.
      const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    },
  );

  test(
    'program cards: facts, flags, course page, pack link, chat and a real syllabus PDF',
    { tag: '@no-js' },
    async ({ page, request }) => {
      await page.goto('/');
      const course = programCard(page, 'Minicurso de Videojuegos con Roblox');
      const pack = programCard(page, 'Pack Roblox + Minecraft');
      // The card states its course's own facts (decision 076), the ones its page states below:
      // spec §9's single course, 4 sessions over 2 weeks.
      await expect(course.getByTestId('program-facts')).toHaveText('4 sesiones en 2 semanas');
      await expect(pack).toContainText('8 sesiones en 4 semanas');
      await expect(course).toContainText('Disponible para');
      await expect(course.getByRole('img', { name: 'Perú' })).toBeVisible();
      await expect(course.getByRole('img', { name: 'México' })).toBeVisible();
      await expect(pack.getByRole('link', { name: 'Ver pack de cursos' })).toHaveAttribute(
        'href',
        '/cursos/pack-roblox-y-minecraft',
      );
      const info = course.getByRole('link', { name: /Sí, quiero más info/ });
      const infoHref = (await info.getAttribute('href')) ?? '';
      expect(infoHref).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
      expect(decodeURIComponent(infoHref.split('text=')[1])).toContain('Minicurso de Videojuegos con Roblox');

      const syllabus = await course.getByRole('link', { name: 'Descarga el sílabo' }).getAttribute('href');
      expect(syllabus).toBe('/media/silabos/programa-roblox.pdf');
      const pdf = await request.get(syllabus ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await course.getByRole('link', { name: 'Ver curso', exact: true }).click();
      await expect(page).toHaveURL(/\/cursos\/minicurso-de-videojuegos-con-roblox$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Roblox');
      const facts = page.getByRole('complementary', { name: 'Datos del curso' });
      await expect(facts).toContainText('4 sesiones en vivo');
      await expect(facts).toContainText('2 semanas de duración');

      await page.goBack();
      await programCard(page, 'Pack Roblox + Minecraft')
        .getByRole('link', { name: 'Ver pack de cursos' })
        .click();
      await expect(page).toHaveURL(/\/cursos\/pack-roblox-y-minecraft$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Roblox');
      await expect(page.getByText('8 sesiones en 4 semanas')).toBeVisible();
    },
  );

  test('slider: the next slide through its link, and the chat button', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Destacados' });
    await expect(slider.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/51987654321\?text=/,
    );
    await page.locator('#slide-1').getByRole('link', { name: 'Diapositiva siguiente' }).click();
    await expect(page).toHaveURL(/#slide-2$/);
    await expect(
      page.getByRole('heading', { name: 'Clases en vivo con solo 6 estudiantes' }),
    ).toBeInViewport();
    await page.locator('#slide-2').getByRole('link', { name: 'Diapositiva siguiente' }).click();
    await expect(
      page.getByRole('heading', { name: 'Rutas de aprendizaje de principiante a experto' }),
    ).toBeInViewport();
  });

  test(
    'slider autoplay advances, pauses on hover and focus, and stops with its button',
    { tag: '@js' },
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await waitForEnhancements(page);
      const slider = page.locator('[data-slider]');
      await expect(slider).toHaveAttribute('data-autoplay', 'playing');
      await expect(slider).toHaveAttribute('data-current', '0');
      await page.clock.runFor(6_500);
      await expect(slider).toHaveAttribute('data-current', '1');

      await slider.hover();
      await expect(slider).toHaveAttribute('data-autoplay', 'paused');
      await page.clock.runFor(13_000);
      await expect(slider).toHaveAttribute('data-current', '1');
      await page.mouse.move(5, 2000);
      await page.mouse.move(5, 5);
      await expect(slider).toHaveAttribute('data-autoplay', 'playing');
      await page.clock.runFor(6_500);
      await expect(slider).toHaveAttribute('data-current', '2');

      await slider.getByRole('link', { name: 'Diapositiva 1:', exact: false }).focus();
      await expect(slider).toHaveAttribute('data-autoplay', 'paused');
      await page.getByRole('button', { name: 'Pausar carrusel' }).click();
      await page.locator('h1').focus();
      await page.mouse.move(5, 2000);
      await expect(slider).toHaveAttribute('data-autoplay', 'stopped');
      await page.clock.runFor(13_000);
      await expect(slider).toHaveAttribute('data-current', '2');
      await page.getByRole('button', { name: 'Reanudar carrusel' }).click();
      await expect(page.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
    },
  );

  test('slider does not move for visitors who prefer reduced motion', { tag: '@js' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForEnhancements(page);
    const slider = page.locator('[data-slider]');
    await expect(slider).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(20_000);
    await expect(slider).toHaveAttribute('data-current', '0');
  });

  // Without JavaScript the tile is a plain link to the video: the sections test above.
  test(
    'featured video: a modal player with JavaScript (closing clears it)',
    { tag: '@js' },
    async ({ page }) => {
      await stubVideoEmbeds(page);
      await page.goto('/');
      const tile = page.getByRole('link', { name: VIDEO_TILE });
      await expect(tile).toHaveAttribute('href', VIDEO_HREF);
      const dialog = page.getByRole('dialog', { name: 'Así es una clase en vivo en Kodea' });
      const frame = page.locator('dialog[data-video-dialog] iframe');
      await waitForEnhancements(page);
      await tile.click();
      await expect(dialog).toBeVisible();
      await expect(frame).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/nKIu9yen5nc?autoplay=1&rel=0',
      );
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(frame).not.toHaveAttribute('src', /.+/);

      // A testimonial opens the same player; Escape closes and stops it too.
      await page.getByRole('link', { name: 'Ver video: Mateo, 13 años, Arequipa' }).click();
      await expect(page.getByRole('dialog', { name: 'Mateo, 13 años, Arequipa' })).toBeVisible();
      await expect(frame).toHaveAttribute('src', /embed\/QvyTEx1wyOY/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(frame).not.toHaveAttribute('src', /.+/);
    },
  );

  // content-partial (no slider, no Novedades, the rest of the home): tests/integration/home-blocks.test.ts.
});
