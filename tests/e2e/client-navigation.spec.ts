/**
 * Links to our own pages (app/components/ui/link.tsx): with JavaScript on, a plain click navigates
 * in place — the document stays, only the data changes — and the history works; a click with a
 * modifier, or without JavaScript, is an ordinary page load (docs/decisions/043).
 */
import { expect, test } from './fixtures';
import { jsEnabled } from './support';

test('a link to our own page navigates without reloading the document, and back returns', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn('padre@example.com', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: 'yes' }));
  const stillTheSameDocument = () => page.evaluate(() => 'sameDocument' in window);

  await page.getByRole('link', { name: 'Diego' }).first().click();
  await expect(page).toHaveURL(/hijo=502/);
  await expect(page.getByText('Cursos Individuales').first()).toBeVisible();
  const javascript = jsEnabled(testInfo);
  expect(await stillTheSameDocument()).toBe(javascript);

  await page
    .getByRole('navigation', { name: 'Zona de padres' })
    .getByRole('link', { name: 'Mis compras' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/compras$/);
  expect(await stillTheSameDocument()).toBe(javascript);

  await page.goBack();
  await expect(page).toHaveURL(/hijo=502/);
  await expect(page.getByText('Cursos Individuales').first()).toBeVisible();
});

test('a link clicked with a modifier key is left to the browser', async ({ page, signIn }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript every click is the browser’s');
  await signIn('padre@example.com', '/dashboard');
  await page.evaluate(() => Object.assign(window, { sameDocument: 'yes' }));
  const popup = page.context().waitForEvent('page');
  await page
    .getByRole('link', { name: 'Diego' })
    .first()
    .click({ modifiers: ['Shift'] });
  const opened = await popup;
  await expect(opened).toHaveURL(/hijo=502/);
  // The page itself did not move.
  await expect(page).not.toHaveURL(/hijo=502/);
  await opened.close();
});
