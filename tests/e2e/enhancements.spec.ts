/**
 * Each browser behaviour is written once (app/enhance/, docs/decisions/074): the script of
 * non-hydrated routes and the hydrated components call the same modules. These tests drive the
 * same behaviour on a page of each kind, and what only the script of non-hydrated routes does
 * (a form sent in place) for what it leaves behind.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForEnhancements } from './support';

const SUCCESS = 'Datos enviados correctamente, en el transcurso del día soporte se pondrá en contacto';

const PAGES = [
  { kind: 'non-hydrated', path: '/cursos?login', back: /\/cursos$/ },
  { kind: 'hydrated', path: '/clase-de-prueba/confirmada?login', back: /\/clase-de-prueba\/confirmada$/ },
];

for (const { kind, path, back } of PAGES) {
  test(
    `the login dialog on a ${kind} page: modal, its password shown and hidden, Escape leaves`,
    { tag: '@js' },
    async ({ page }) => {
      await page.goto(path);
      await waitForEnhancements(page);
      expect(await page.evaluate(() => '__remixContext' in window)).toBe(kind === 'hydrated');
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

      const password = dialog.getByLabel('Contraseña', { exact: true });
      await password.fill('Kodea2026!');
      const toggle = dialog.getByRole('button', { name: 'Mostrar' });
      await expect(toggle).toHaveCount(1);
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(dialog.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Ocultar' }).click();
      await expect(password).toHaveAttribute('type', 'password');

      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(back);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );
}

test.describe('the student dashboard’s contact form, sent in place', { tag: '@js' }, () => {
  test('while it is sent: the button is disabled and says Enviando… with a spinner (spec §5); each send leaves no listener behind', async ({
    page,
    signIn,
  }) => {
    await signIn('alumno@example.com', '/dashboard');
    await waitForEnhancements(page);
    // The time-zone report waits on the window for the first key, pointer or send, then leaves:
    // the baseline is taken once it has gone.
    await page.keyboard.press('Shift');
    const before = await windowListeners(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/dashboard',
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    const card = page.getByTestId('contact-card');
    await card.getByLabel('Tipo de consulta').selectOption('soporte');
    await card.getByLabel('Mensaje').fill('No puedo ver la grabación de mi clase del lunes.');
    await card.getByRole('button', { name: 'Enviar' }).click();

    const sending = card.getByRole('button', { name: 'Enviando…' });
    await expect(sending).toBeDisabled();
    await expect(sending.locator('.spinner')).toBeVisible();
    release();
    // The new body's answer beside the form takes the focus (app/enhance/form-status.ts).
    const sent = card.getByRole('status');
    await expect(sent).toHaveText(SUCCESS);
    await expect(sent).toBeFocused();
    await expect(card.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(card.getByLabel('Mensaje')).toHaveValue('');
    // Sent again, the answer goes with the send, and the new body's field errors take its place.
    await card.getByRole('button', { name: 'Enviar' }).click();
    await expect(card.locator('#message-error')).toBeVisible();
    await expect(card.getByRole('status')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    // Each answer is a new body, enhanced anew: sending leaves no listener behind on the window.
    for (let send = 1; send <= 2; send += 1) {
      await card.getByRole('button', { name: 'Enviar' }).click();
      await expect(card.locator('#message-error')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    }
    expect(await windowListeners(page)).toEqual(before);
  });
});

/** The window's event listeners by type ('pageshow: 1'), through the DevTools protocol. */
async function windowListeners(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    if (!result.objectId) throw new Error('no handle on the window');
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    const counts = new Map<string, number>();
    for (const { type } of listeners) counts.set(type, (counts.get(type) ?? 0) + 1);
    return [...counts].map(([type, count]) => `${type}: ${count}`).sort();
  } finally {
    await cdp.detach();
  }
}
