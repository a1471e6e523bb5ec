/**
 * Links to our own pages (app/components/ui/link.tsx): on a page that hydrates, with JavaScript
 * on, a plain click navigates in place — the document stays, only the data changes — and the
 * history works; a click with a modifier, or without JavaScript, is an ordinary page load
 * (docs/decisions/043). On a light page, such as the parents' zone, Mis compras or an invoice,
 * every link loads a page (decisions 060, 063 and 065).
 */
import { expect, test } from './fixtures';
import { jsEnabled } from './support';

test('a link to our own page navigates without reloading the document, and back returns', async ({
  page,
  signIn,
}, testInfo) => {
  // Mis referidos hydrates; Mis compras, the parents' zone's own page and an invoice are light.
  await signIn('padre@example.com', '/dashboard/referidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis referidos' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: 'yes' }));
  const stillTheSameDocument = () => page.evaluate(() => 'sameDocument' in window);
  const sidebar = page.getByRole('navigation', { name: 'Zona de padres' });

  await sidebar.getByRole('link', { name: 'Mis compras' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/compras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
  const javascript = jsEnabled(testInfo);
  expect(await stillTheSameDocument()).toBe(javascript);

  // Back and forward stay in the same document too.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/referidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis referidos' })).toBeVisible();
  expect(await stillTheSameDocument()).toBe(javascript);
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard\/compras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
  expect(await stillTheSameDocument()).toBe(javascript);

  // Mis compras loaded as a document is a light page (decision 065): its own links load pages.
  await page.reload();
  await page.evaluate(() => Object.assign(window, { sameDocument: 'yes' }));
  // Other tests open invoices for the same parent: the first row is whichever is newest.
  const invoice = page.getByRole('link', { name: /^N\.º\s/ }).first();
  const invoicePath = await invoice.getAttribute('href');
  expect(invoicePath).toMatch(/^\/dashboard\/compras\/\d+$/);
  await invoice.click();
  await expect(page).toHaveURL(new RegExp(`${invoicePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido / })).toBeVisible();
  expect(await stillTheSameDocument()).toBe(false);
});

test(
  'a link clicked with a modifier key is left to the browser',
  { tag: '@js' },
  async ({ page, signIn }) => {
    await signIn('padre@example.com', '/dashboard/referidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis referidos' })).toBeVisible();
    const link = page
      .getByRole('navigation', { name: 'Zona de padres' })
      .getByRole('link', { name: 'Mis compras' });
    const popup = page.context().waitForEvent('page');
    await link.first().click({ modifiers: ['Shift'] });
    // The browser opened its own window: our script left the click alone. (Headless Chromium
    // does not always report that window's navigation to Playwright, so its address is not read.)
    const opened = await popup;
    // The page itself did not move.
    await expect(page).toHaveURL(/\/dashboard\/referidos$/);
    await opened.close();
  },
);

// With JavaScript, where a hydrated page would navigate in place; without it every link loads a page.
test(
  'the parents’ zone does not hydrate: its links load pages, even with JavaScript',
  { tag: '@js' },
  async ({ page, signIn }) => {
    await signIn('padre@example.com', '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the one script of non-hydrated routes (docs/decisions/074): no React, no route modules.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((all) => all.map((s) => s.getAttribute('src')));
    expect(scripts).toEqual([expect.stringMatching(/^\/build\/enhance-[\w-]+\.js$/)]);
    await page.evaluate(() => Object.assign(window, { sameDocument: 'yes' }));

    await page.getByRole('link', { name: 'Diego' }).first().click();
    await expect(page).toHaveURL(/hijo=502/);
    await expect(page.getByText('Cursos Individuales').first()).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  },
);
