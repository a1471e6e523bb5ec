/**
 * Issue 20, points 11, 13 and 14, with JavaScript on and off: the skip link and the focus ring,
 * one footer per page, error pages inside the site's header and footer with a title and a way on
 * (and axe over them, at desktop width and at 390 px: the one check of those pages),
 * and a phone's comfort (16 px controls, the login button off the edge, anchors below the sticky
 * header, a toast and the chat button that cover nothing).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInParent } from './parents-support';
import { expectNoSeriousViolationsAtEachWidth } from './axe';
import { PASSWORD, useScenario, waitForEnhancements } from './support';

const PHONE = { width: 390, height: 844 };
const COPYRIGHT = `© 2022–${new Date().getFullYear()} Kodea. Todos los derechos reservados.`;

/** Every visible link, button or field (outside `cover`) that `cover` overlaps on screen. */
async function coveredBy(cover: Locator): Promise<string[]> {
  await expect(cover).toBeVisible();
  return cover.evaluate((coverElement) => {
    const box = coverElement.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, input, select, textarea')]
      .filter((element) => !coverElement.contains(element))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        // 1 px: the visually hidden labels are not something a finger can miss; nor is the
        // content of a closed <details> (the phone menus), which still has a box.
        if (rect.width <= 1 || rect.height <= 1) return false;
        if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
        return rect.x < box.right && box.x < rect.right && rect.y < box.bottom && box.y < rect.bottom;
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

/**
 * A flash toast: a family of its own turns its first child's reminders on. (The contact form's
 * answer stays beside the form instead, issue 53.)
 */
async function showToast(page: Page, signInAsAlias: (options?: { path?: string }) => Promise<string>) {
  await signInAsAlias({ path: '/dashboard' });
  await page.getByRole('link', { name: /^Recordatorios y calendario de / }).click();
  await page.getByLabel('Recordarme 30 minutos antes de cada clase').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Listo: guardamos los avisos de');
  return toast;
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and leads into the main content', async ({ page }) => {
    await page.goto('/cursos');
    await waitForEnhancements(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
    // The next Tab continues inside the content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('a purple button shows a yellow ring with a dark edge when focused', async ({ page }) => {
    await page.goto('/cursos');
    const login = page.getByRole('link', { name: 'Iniciar sesión' });
    await login.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    const ring = await login.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        shadow: style.boxShadow,
      };
    });
    expect(ring.outline).toBe('solid 3px rgb(255, 191, 71)');
    expect(ring.shadow).toContain('rgb(29, 29, 53)');
  });
});

test.describe('error pages', () => {
  async function expectWaysOn(page: Page) {
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT);
    const ways = page.getByRole('navigation', { name: 'Continuar navegando' });
    await expect(ways.getByRole('link')).toHaveText(['Ir al inicio', 'Ver cursos', 'Contáctanos']);
    await expect(ways.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contactanos');
  }

  test('an unknown address: 404 inside the header and footer, its own title, ways on, no serious axe violation', async ({
    page,
  }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Página no encontrada · Kodea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expectWaysOn(page);
    await expectNoSeriousViolationsAtEachWidth(page);
    await page.getByRole('link', { name: 'Ver cursos' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test('a signed-in parent keeps the user menu on a 404; a route failing inside the layout titles the tab with its error', async ({
    page,
    signIn,
  }) => {
    await signIn('padre@example.com', '/cursos/un/curso/que/no/existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    expect((await page.request.get('/cursos/un/curso/que/no/existe')).status()).toBe(404);
    await expect(page.getByRole('banner').getByText('Carlos', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    const response = await page.goto('/dashboard/compras/99999999');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Página no encontrada · Kodea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('navigation', { name: 'Continuar navegando' })).toBeVisible();
  });

  test('maintenance: the spec title in the tab and the heading, with the site around it, no serious axe violation', async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'maintenance');
    const response = await page.goto('/cursos');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle('En mantenimiento, volvemos en unos minutos · Kodea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'En mantenimiento, volvemos en unos minutos',
    );
    await expectWaysOn(page);
    await expectNoSeriousViolationsAtEachWidth(page);
  });

  test('the content service down: a friendly page with its own title and the site around it', async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'upstream-down');
    const response = await page.goto('/cursos');
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page).toHaveTitle('Ups, algo salió mal · Kodea');
    await expectWaysOn(page);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("'Iniciar sesión' keeps a comfortable margin from the screen's edge", async ({ page }) => {
    await page.goto('/');
    const box = await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).boundingBox();
    expect(box).not.toBeNull();
    expect(PHONE.width - (box!.x + box!.width)).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  /** The font size of every text control in the page's main content. */
  async function controlFontSizes(page: Page): Promise<number[]> {
    return page
      .locator('main input:not([type=hidden], [type=checkbox], [type=radio]), main select, main textarea')
      .evaluateAll((controls) => controls.map((control) => parseFloat(getComputedStyle(control).fontSize)));
  }

  test('/libro-de-reclamaciones and /registro: every form control is at least 16 px (iOS does not zoom)', async ({
    page,
  }) => {
    for (const path of ['/libro-de-reclamaciones', '/registro']) {
      await page.goto(path);
      const sizes = await controlFontSizes(page);
      expect(sizes.length, path).toBeGreaterThan(0);
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(16);
    }
  });

  test('signed in, the organization dashboard and the student dashboard: every form control is at least 16 px', async ({
    page,
    signIn,
  }) => {
    for (const [email, path] of [
      ['org@example.com', '/dashboardb2b/organization/1'],
      ['alumno@example.com', '/dashboard'],
    ]) {
      await signIn(email, path);
      const sizes = await controlFontSizes(page);
      expect(sizes.length, path).toBeGreaterThan(0);
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(16);
    }
  });

  test("the parents' zone: the site's footer only, with the spec's 2022; the chat button covers no link at the end; 'Ver credenciales de acceso' lands below the sticky header", async ({
    page,
  }) => {
    await signInParent(page);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT);
    await expect(page.getByText('© 2022 Kodea. Todos los derechos reservados.', { exact: true })).toHaveCount(
      0,
    );

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo').getByRole('link').last()).toBeInViewport();
    expect(await coveredBy(page.getByTestId('chat-float'))).toEqual([]);

    await page.locator('form[id^="ver-acceso"]').getByLabel('Tu contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ver credenciales de acceso' }).click();
    await expect(page.getByTestId('credentials')).toBeVisible();
    const heading = page.getByRole('heading', { name: /^Acceso de / });
    await expect(heading).toBeInViewport();
    const header = await page.getByRole('banner').boundingBox();
    const title = await heading.boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});

test('a desktop toast floats at the bottom (JS on); on a 390 px phone it takes its own place in the page and covers nothing; it closes', async ({
  page,
  signInAsAlias,
}) => {
  const toast = await showToast(page, signInAsAlias);
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // The same page laid out on a phone (CSS only): the toast sits at the top of the page's
  // content, right below the header.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await coveredBy(toast)).toEqual([]);
  const inMain = await toast.evaluate((element) => element.parentElement?.id === 'contenido');
  expect(inMain).toBe(true);
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toHaveCount(0);
});

test('\'hij@\' is shown as the spec writes it and read as "hijo o hija"; a public page has one footer', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 2, name: '¿Qué edad tiene tu hijo o hija?' });
  await expect(heading).toBeVisible();
  // The '?' goes with the word, so no space is read before it.
  await expect(heading.locator('[aria-hidden="true"]')).toHaveText('hij@?');
  await expect(heading.locator('[aria-hidden="true"]')).toBeVisible();
  await expect(heading.locator('.visually-hidden')).toHaveText('hijo o hija?');
  await page.goto('/vacaciones?edad=8_to_11');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Elige el programa ideal según la edad de tu hijo o hija',
  );
  // A public page has the single footer the parents' zone has.
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT);
});
