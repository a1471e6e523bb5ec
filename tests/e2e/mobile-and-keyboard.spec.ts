/**
 * A phone (390×844) and a keyboard: the header fits one row, its menus open inside the screen
 * and log out (the session gone), the login dialog keeps focus, closes on Escape and points at
 * what went wrong, and the dashboard's progress bars carry the brand colour.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { jsEnabled, PASSWORD, waitForEnhancements } from './support';

const PHONE = { width: 390, height: 844 };
const NAV_LINKS = ['Cursos', 'Rutas', 'Vacaciones', 'Contáctanos'];
const BRAND = { r: 0x8c, g: 0x30, b: 0xf2 };
const TRACK = { r: 0xec, g: 0xe4, b: 0xfd };

async function expectInsideViewport(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element is rendered').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `left edge ${box.x}`).toBeGreaterThanOrEqual(0);
  expect(box.y, `top edge ${box.y}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(viewport.height);
}

test.describe('phone header (390×844)', () => {
  test.use({ viewport: PHONE });

  // The header's disclosures are native <details> on a page that does not hydrate (the script
  // adds only Escape): the keyboard walks them the same with JavaScript, so these run once.
  test(
    'every navigation link is reachable with the keyboard through the Menú disclosure',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      // Closed, the links are out of reach; the disclosure's summary is in the tab order.
      await expect(nav.getByRole('link', { name: 'Cursos' })).toBeHidden();
      const menu = nav.locator('summary', { hasText: 'Menú' });
      await menu.focus();
      await page.keyboard.press('Enter');
      for (const name of NAV_LINKS) {
        await page.keyboard.press('Tab');
        const link = nav.getByRole('link', { name });
        await expect(link).toBeFocused();
        await expectInsideViewport(link, page);
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/vacaciones/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  // Signed out, the header's row is measured on every public page (public-pages.spec.ts).
  test(
    'signed in, the header is one compact row; the user menu opens inside the screen and Cerrar Sesión logs out',
    { tag: '@no-js' },
    async ({ page, context, signIn }) => {
      await signIn('padre@example.com', '/cursos');
      const header = await page.locator('header.site-header').boundingBox();
      expect(header?.height).toBeLessThanOrEqual(72);
      await page.locator('.user-menu__toggle').click();
      const panel = page.locator('.user-menu__panel');
      await expect(panel).toBeVisible();
      await expectInsideViewport(panel, page);
      await expectInsideViewport(panel.getByText('padre@example.com'), page);
      const logout = panel.getByRole('button', { name: 'Cerrar Sesión' });
      await expectInsideViewport(logout, page);
      await logout.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      // The record is destroyed and the cookie cleared (logout-revocation.spec.ts: copies die too).
      expect((await context.cookies()).find((c) => c.name === '__kodea_session')).toBeUndefined();
      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    },
  );
});

test.describe('desktop header', () => {
  test(
    "shows the navigation links in the row, without the Menú disclosure; the user menu toggle's name starts with its visible text",
    { tag: '@no-js' },
    async ({ page, signIn }) => {
      await signIn('padre@example.com', '/');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      for (const name of NAV_LINKS) await expect(nav.getByRole('link', { name })).toBeVisible();
      await expect(nav.locator('summary')).toBeHidden();
      const toggle = page.locator('.user-menu__toggle');
      await expect(toggle.getByText('Carlos', { exact: true })).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Carlos (menú de usuario)');
    },
  );
});

test.describe('login dialog and the keyboard', () => {
  test(
    'JavaScript on: modal, Tab never reaches the page behind, which is inert, Escape closes',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/cursos?login');
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();

      // Twice round the dialog's controls (close link, e-mail, password, show, submit, sign-up):
      // never on the page behind. A native modal lets Tab leave the document for the browser's own
      // controls between rounds (docs/decisions/074); the document then has no focused element.
      const visited = new Set<string>();
      for (let press = 0; press < 14; press++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const active = document.hasFocus() ? document.activeElement : null;
          const behind = Boolean(active && active !== document.body && !active.closest('dialog'));
          return {
            behind,
            label: active ? `${active.tagName}#${active.id}:${active.textContent}` : 'browser',
          };
        });
        expect(where.behind, `Tab ${press + 1} reached ${where.label}`).toBe(false);
        visited.add(where.label);
      }
      visited.delete('browser');
      expect(visited.size, 'every control of the dialog is reached').toBeGreaterThanOrEqual(5);

      // Inert: the page behind can neither take focus nor be clicked.
      const behind = page.locator('main a').first();
      expect(
        await behind.evaluate((element) => {
          if (element instanceof HTMLElement) element.focus();
          return document.activeElement === element;
        }),
      ).toBe(false);
      const box = await behind.boundingBox();
      if (!box) throw new Error('no link on the page behind');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/cursos\?login$/);
      await expect(dialog).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/cursos$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test(
    'JavaScript on: Escape and the close link give focus back to what opened the dialog (issue 76)',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/cursos');
      await waitForEnhancements(page);
      const opener = page.locator('.site-header__account').getByRole('link', { name: 'Iniciar sesión' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/cursos$/);
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // Opened with the address itself: nothing on the page opened it, the header's link takes focus.
      await page.goto('/cursos?login');
      await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
      await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await dialog.getByRole('link', { name: 'Cerrar' }).click();
      await expect(page).toHaveURL(/\/cursos$/);
      await expect(opener).toBeFocused();
    },
  );

  test(
    'JavaScript off: the dialog is shown and its close link removes ?login',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/cursos?login');
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
      await dialog.getByRole('link', { name: 'Cerrar' }).click();
      await expect(page).toHaveURL(/\/cursos$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test('wrong credentials: both fields invalid, described by the message, focus on the e-mail', async ({
    page,
  }, testInfo) => {
    await page.goto('/contactanos?login');
    if (jsEnabled(testInfo)) await waitForEnhancements(page);
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel('Correo electrónico').fill('alumno@example.com');
    await dialog.getByLabel('Contraseña', { exact: true }).fill(`no-es-${PASSWORD}`);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    const message = dialog.getByTestId('login-error');
    await expect(message).toHaveText(/Correo electrónico o contraseña incorrectos/);
    await expect(dialog.getByRole('alert')).toHaveText(/Correo electrónico o contraseña incorrectos/);
    // The dialog is drawn again over the same page, the e-mail kept, never the password.
    await expect(page).toHaveURL(/\/contactanos\?login$/);
    await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('alumno@example.com');
    await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    const messageId = await message.getAttribute('id');
    expect(messageId).toBeTruthy();
    for (const field of [
      dialog.getByLabel('Correo electrónico'),
      dialog.getByLabel('Contraseña', { exact: true }),
    ]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', new RegExp(`\\b${messageId}\\b`));
      await expect(field).toHaveAccessibleDescription(/Correo electrónico o contraseña incorrectos/);
    }
    await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('empty fields: each invalid and described by its own error, focus on the first', async ({
    page,
  }, testInfo) => {
    await page.goto('/?login');
    if (jsEnabled(testInfo)) await waitForEnhancements(page);
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    const email = dialog.getByLabel('Correo electrónico');
    const password = dialog.getByLabel('Contraseña', { exact: true });
    // Shown in the page, not as the browser's bubbles.
    await expect(dialog.getByText('Ingresa tu correo electrónico')).toBeVisible();
    await expect(dialog.getByText('Ingresa tu contraseña')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ingresa tu correo electrónico');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Ingresa tu contraseña');
    await expect(email).toBeFocused();
  });
});

/** The colour of the pixel at the middle of an element, read from a screenshot on a blank page. */
async function middlePixel(page: Page, locator: Locator) {
  const png = (await locator.screenshot()).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(
        Math.floor(image.width / 2),
        Math.floor(image.height / 2),
        1,
        1,
      ).data;
      return { r, g, b };
    }, png);
  } finally {
    await blank.close();
  }
}

function expectColour(actual: { r: number; g: number; b: number }, expected: typeof BRAND) {
  for (const channel of ['r', 'g', 'b'] as const)
    expect(
      Math.abs(actual[channel] - expected[channel]),
      `${channel} of ${JSON.stringify(actual)}`,
    ).toBeLessThanOrEqual(6);
}

test(
  'dashboard progress bars: brand purple on a light track, with the value shown beside',
  { tag: '@js' },
  async ({ page, signIn }) => {
    await signIn('alumno@example.com', '/dashboard');
    const finished = page
      .getByTestId('enrolled-course')
      .filter({ has: page.locator('progress[value="100"]') })
      .first();
    const notStarted = page.locator('progress[value="0"]').first();
    await expect(finished.getByRole('progressbar')).toHaveAccessibleName(/^Avance de /);
    await expect(finished.getByText('100%', { exact: true })).toBeVisible();
    expectColour(await middlePixel(page, finished.getByRole('progressbar')), BRAND);
    expectColour(await middlePixel(page, notStarted), TRACK);
  },
);
