/**
 * Notifications a parent chooses and the private calendar subscription (issue 17 and issue 56,
 * decisions 038 and 090), at 390 px: from the child's side column on /dashboard to
 * /dashboard/recordatorios/{hijo}; the channel and the events saved with a Spanish confirmation,
 * and kept when saving fails (a plain form, the same without JavaScript: run with it only); the
 * subscription address (copy button with JavaScript, a plain field without), Apple's webcal:
 * link, the .ics served without a session, and a 404 once 'Revocar' is pressed; axe with
 * JavaScript, with and without an address, at desktop width and at 390 px.
 */
import ICAL from 'ical.js';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsAtEachWidth } from './axe';
import { jsEnabled, useScenario } from './support';

async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
}

async function openRemindersPage(page: Page) {
  const link = page.getByRole('link', { name: /^Recordatorios y calendario de / });
  const name = ((await link.textContent()) ?? '').replace('Recordatorios y calendario de ', '');
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/recordatorios\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Recordatorios y calendario de ${name}` }),
  ).toBeVisible();
  return name;
}

test.describe('notifications a parent chooses', () => {
  test(
    'the channel and the events: saved with a confirmation, kept after a reload',
    { tag: '@js' },
    async ({ page, signInAsAlias }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsAlias({ path: '/dashboard' });
      const child = await openRemindersPage(page);
      await noSideScroll(page);

      const toggle = page.getByLabel('Recordarme 30 minutos antes de cada clase');
      await expect(toggle).not.toBeChecked();
      await expect(page.getByLabel('Correo electrónico')).toBeChecked();
      await expect(page.getByLabel(/^Grabación disponible/)).toBeChecked();
      await expect(page.getByText('4 avisos activados, por correo electrónico.')).toBeVisible();
      await toggle.check();
      await page.getByLabel(/^WhatsApp/).check();
      await page.getByLabel(/^Grabación disponible/).uncheck();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByTestId('toast')).toContainText(
        `Listo: guardamos los avisos de ${child}; te llegarán por WhatsApp.`,
      );
      await expect(page.getByText('4 avisos activados, por WhatsApp.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Recordarme 30 minutos antes de cada clase')).toBeChecked();
      await expect(page.getByLabel(/^WhatsApp/)).toBeChecked();
      await expect(page.getByLabel(/^Grabación disponible/)).not.toBeChecked();
    },
  );

  test("another family's child: the page is a 404", { tag: '@no-js' }, async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/dashboard' });
    const answer = await page.goto('/dashboard/recordatorios/538');
    expect(answer?.status()).toBe(404);
  });
});

test.describe('the private calendar subscription', () => {
  test('create, copy, subscribe without a session, revoke → 404', async ({
    page,
    context,
    signInAsAlias,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (jsEnabled(test.info())) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAlias({ path: '/dashboard' });
    const child = await openRemindersPage(page);

    await expect(page.getByText('Todavía no creaste un enlace de suscripción.')).toBeVisible();
    // axe, with JavaScript: the page without an address.
    if (jsEnabled(test.info())) await expectNoSeriousViolationsAtEachWidth(page);
    await page.getByRole('button', { name: 'Crear enlace de suscripción' }).click();
    await expect(page.getByTestId('toast')).toContainText('Listo: creamos tu enlace de suscripción.');
    const field = page.getByLabel('Enlace de suscripción');
    await expect(field).toHaveValue(/^http:\/\/[^/]+\/calendario\/[A-Za-z0-9_-]{32,}\.ics$/);
    const address = await field.inputValue();
    await expect(page.getByRole('link', { name: 'Suscribirme en Apple Calendar' })).toHaveAttribute(
      'href',
      address.replace(/^http:/, 'webcal:'),
    );
    await noSideScroll(page);
    // axe, with JavaScript (axe.ts): the page with its address, at each width, ending at 390 px.
    if (jsEnabled(test.info())) await expectNoSeriousViolationsAtEachWidth(page);

    const copy = page.getByRole('button', { name: 'Copiar enlace' });
    if (jsEnabled(test.info())) {
      await copy.click();
      await expect(page.getByText('Enlace copiado.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    } else {
      await expect(copy).toHaveCount(0);
    }

    // A calendar app: no cookie, no session.
    const calendarApp = await playwrightRequest.newContext({ baseURL });
    try {
      const path = new URL(address).pathname;
      const feed = await calendarApp.get(path);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers()['cache-control']).toBe('private, no-store');
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Clases de ${child} · Kodea`);

      await page.getByRole('button', { name: 'Generar un enlace nuevo' }).click();
      await expect(page.getByTestId('toast')).toContainText('el anterior ya no funciona');
      await expect(page.getByLabel('Enlace de suscripción')).not.toHaveValue(address);
      expect((await calendarApp.get(path)).status()).toBe(404);

      const rotated = new URL(await page.getByLabel('Enlace de suscripción').inputValue()).pathname;
      expect((await calendarApp.get(rotated)).status()).toBe(200);
      await page.getByRole('button', { name: 'Revocar' }).click();
      await expect(page.getByTestId('toast')).toContainText('Listo: revocamos el enlace');
      await expect(page.getByLabel('Enlace de suscripción')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Crear enlace de suscripción' })).toBeVisible();
      expect((await calendarApp.get(rotated)).status()).toBe(404);
    } finally {
      await calendarApp.dispose();
    }
  });
});

test.describe('reminders-error (saving fails)', () => {
  test(
    'the page says so in Spanish, keeps what was chosen, and nothing changes',
    { tag: '@js' },
    async ({ page, context, signInAsAlias, baseURL }) => {
      await signInAsAlias({ path: '/dashboard' });
      await openRemindersPage(page);
      await useScenario(context, baseURL, 'reminders-error');
      await page.getByLabel('Recordarme 30 minutos antes de cada clase').check();
      await page.getByLabel(/^Nota del profesor/).uncheck();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos guardar el cambio' })).toBeVisible();
      await expect(page.getByLabel('Recordarme 30 minutos antes de cada clase')).toBeChecked();
      await expect(page.getByLabel(/^Nota del profesor/)).not.toBeChecked();
      await context.clearCookies({ name: 'mock_scenario' });
      // A new GET: reloading the failed POST's page (a plain form) would post it again.
      await page.goto(new URL(page.url()).pathname);
      await expect(page.getByLabel('Recordarme 30 minutos antes de cada clase')).not.toBeChecked();
      await expect(page.getByLabel(/^Nota del profesor/)).toBeChecked();
    },
  );
});
