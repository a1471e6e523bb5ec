/**
 * Issue 53, point 7: /clase-de-prueba is a plain page like the other public ones (decision 074):
 * its JavaScript is the one enhancement script, and what React did there (the busy button, the
 * error summary's focus) the script's modules do.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForEnhancements } from './support';

/** Every script the page loads, by address and size in bytes. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const loaded: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await waitForEnhancements(page);
  page.off('response', onResponse);
  return Promise.all(loaded);
}

const total = (scripts: { bytes: number }[]) => scripts.reduce((sum, { bytes }) => sum + bytes, 0);

test.describe('/clase-de-prueba without React', { tag: '@js' }, () => {
  test('loads the JavaScript of another public page, no module scripts', async ({ page }) => {
    const contact = await scriptsOf(page, '/contactanos');
    const trial = await scriptsOf(page, '/clase-de-prueba');
    expect(contact.length).toBeGreaterThan(0);
    expect(trial.map(({ url }) => new URL(url).pathname)).toEqual(
      contact.map(({ url }) => new URL(url).pathname),
    );
    expect(total(trial)).toBe(total(contact));
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.evaluate(() => '__remixContext' in window)).toBe(false);
  });

  test('while it is sent the button is disabled and says Reservando…', async ({ page }) => {
    await page.goto('/clase-de-prueba');
    await waitForEnhancements(page);
    // Playwright cannot read a page whose navigation is pending: the page records its button.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[data-testid="trial-class-form"]');
      const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!form || !button) return;
      new MutationObserver(() => {
        if (form.getAttribute('aria-busy') === 'true')
          sessionStorage.setItem(
            'trial-button',
            `${button.disabled ? 'disabled' : 'enabled'}: ${button.innerText.trim()}`,
          );
      }).observe(form, { attributes: true, subtree: true });
    });
    await page.getByLabel('Tu nombre').fill('Ana Espera');
    await page.getByRole('button', { name: 'Reservar clase de prueba' }).click();
    // The answer (field errors) is a new page: the button is ready again and the summary has the focus.
    await expect(page.getByTestId('error-summary')).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('trial-button'))).toBe('disabled: Reservando…');
    await expect(page.getByRole('button', { name: 'Reservar clase de prueba' })).toBeEnabled();
    await expect(page.getByLabel('Tu nombre')).toHaveValue('Ana Espera');
  });

  test('back to the sent page (back/forward cache), the button is ready again', async ({ page }) => {
    await page.goto('/clase-de-prueba');
    await waitForEnhancements(page);
    await page.getByLabel('Tu nombre').fill('Beto Vuelve');
    await page.getByLabel('Celular (WhatsApp)').fill('987654325');
    await page.getByLabel('Edad de tu hijo o hija').selectOption('8_to_11');
    await page.getByLabel('Lunes').check();
    await page.getByRole('button', { name: 'Reservar clase de prueba' }).click();
    await expect(page).toHaveURL(/\/clase-de-prueba\/confirmada/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Reservar clase de prueba' })).toBeEnabled();
  });
});
