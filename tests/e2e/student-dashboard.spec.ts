/**
 * The student's /dashboard, with JavaScript: the banner's cover chosen by width (only that
 * one downloaded), no banner when their call fails, certificates toggled and downloaded, and the
 * courses' weekly classes. axe checks this page in a11y.spec.ts ('dashboard, signed in').
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useScenario } from './support';

const DESKTOP_COVER = '/images/banners/vacaciones-escritorio.svg';
const MOBILE_COVER = '/images/banners/vacaciones-movil.svg';

/** The banner covers the browser asked for while `run` ran. */
async function requestedCovers(page: Page, run: () => Promise<unknown>): Promise<string[]> {
  const covers: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/banners/')) covers.push(path);
  });
  await run();
  await page.waitForLoadState('load');
  return covers;
}

for (const [width, height, expected, other] of [
  [390, 844, MOBILE_COVER, DESKTOP_COVER],
  [1280, 800, DESKTOP_COVER, MOBILE_COVER],
] as const) {
  test(`at ${width} px the banner loads only ${expected}`, { tag: '@js' }, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height });
    // Signed in straight onto the dashboard: its load is the first the page makes.
    const covers = await requestedCovers(page, () => signIn('alumno@example.com', '/dashboard'));
    const banner = page.getByTestId('dashboard-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute(
      'alt',
      'Vacaciones útiles 2027: inscríbete en los programas de verano',
    );
    expect(covers).toContain(expected);
    expect(covers).not.toContain(other);
    const current = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(current).toBe(expected);
    // The image is loaded for real (a broken SVG would have no natural width).
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: /Vacaciones útiles 2027/ })).toHaveAttribute(
      'href',
      '/vacaciones',
    );
    // The same page shows each course's weekly classes.
    const roblox = page.getByTestId('enrolled-course').filter({ hasText: 'Roblox' });
    await expect(roblox.getByTestId('course-schedule')).toContainText(
      'Lunes y Miércoles de 4:00 PM a 5:30 PM (hora de Perú)',
    );
    // Starts in January 2027: no class is live, so no class link.
    await expect(roblox.getByRole('link', { name: /Entrar a la clase/ })).toHaveCount(0);
  });
}

test(
  'banners-error: the dashboard shows without banners',
  { tag: '@js' },
  async ({ page, context, baseURL, signIn }) => {
    await useScenario(context, baseURL, 'banners-error');
    await signIn('alumno@example.com', '/cursos');
    const response = await page.goto('/dashboard');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Mateo!');
    await expect(page.getByTestId('enrolled-course')).toHaveCount(5);
    await expect(page.getByTestId('dashboard-banner')).toHaveCount(0);
  },
);

// A <details> and plain links, alike without JavaScript.
test(
  "certificates: 2 shown, 'ver más certificados' shows the third, each downloads",
  { tag: '@js' },
  async ({ page, signIn }) => {
    await signIn('alumno@example.com', '/dashboard');
    const tile = page.locator('section', { has: page.getByRole('heading', { name: 'Mis certificados' }) });
    await expect(tile.getByRole('link', { name: 'Descargar' }).filter({ visible: true })).toHaveCount(2);
    await tile.getByText('ver más certificados').click();
    await expect(tile.getByText('ver menos certificados')).toBeVisible();
    await expect(tile.getByText('Mis Primeros Videojuegos con Code.org')).toBeVisible();
    const links = tile.getByRole('link', { name: 'Descargar' });
    await expect(links).toHaveCount(3);
    for (const [index, name] of [
      '7001-scratch-junior.pdf',
      '7002-microbit.pdf',
      '7003-code-org.pdf',
    ].entries()) {
      const [download] = await Promise.all([page.waitForEvent('download'), links.nth(index).click()]);
      expect(download.suggestedFilename()).toBe(name);
      expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await tile.getByText('ver menos certificados').click();
    await expect(tile.getByText('Mis Primeros Videojuegos con Code.org')).toBeHidden();
  },
);

test(
  "class-live-now: the live course offers 'Entrar a la clase' with its link",
  { tag: '@js' },
  async ({ page, context, baseURL, signIn }) => {
    await useScenario(context, baseURL, 'class-live-now');
    await signIn('alumno@example.com', '/dashboard');
    const roblox = page.getByTestId('enrolled-course').filter({ hasText: 'Roblox' });
    await expect(roblox.getByRole('link', { name: /Entrar a la clase/ })).toHaveAttribute(
      'href',
      'https://zoom.us/j/81234567890',
    );
    const others = page.getByTestId('enrolled-course').filter({ hasNotText: 'Roblox' });
    await expect(others.getByRole('link', { name: /Entrar a la clase/ })).toHaveCount(0);
  },
);
