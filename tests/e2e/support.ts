/** Shared steps for the end-to-end tests. */
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'Kodea2026!';
/** What password-reset.spec.ts sets: never in the server's log either (tests/e2e-logs/secrets.ts). */
export const RESET_PASSWORD = 'NuevaClave2027';

/** The mock ledger's support token: the same value as MOCK_SUPPORT_TOKEN in playwright.config.ts. */
export const SUPPORT_TOKEN = 'e2e-support-token';
export const SUPPORT_HEADERS = { 'x-mock-support-token': SUPPORT_TOKEN };

/**
 * A fresh account for this test: the mock signs `padre+<tag>@example.com` in as a new user with
 * padre@example.com's profile and no purchases (mocks/accounts/alias-accounts.ts). A paid program cannot
 * be charged again, so payment tests must never share a parent. The tag names the project and
 * the test, plus a random part so that a retry or a re-run on a reused server starts clean too.
 */
export function aliasEmail(testInfo: TestInfo, base = 'padre'): string {
  const project = testInfo.project.name
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 12);
  const test = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}`)
    .digest('hex')
    .slice(0, 8);
  return `${base}+${project}-${test}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * Enhancements are attached: the script of a non-hydrated route has run (app/enhance/index.ts
 * marks <html>), or React has claimed the server HTML of a hydrated page (its fiber keys are on
 * <main>).
 */
export async function waitForEnhancements(page: Page) {
  // 'load': the page's scripts have run; then hydration or the enhancements' mark is awaited
  // (never 'networkidle', which always waits out half a second of silence).
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.enhanced === 'true') return true;
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'js-on';
}

/** Selects a mock scenario for this browser context only (the cookie /__mocks would set). */
export async function useScenario(context: BrowserContext, baseURL: string | undefined, name: string) {
  await context.addCookies([{ name: 'mock_scenario', value: name, url: baseURL ?? 'http://localhost:3100' }]);
}

/** A second browser (context) for this test, with the project's settings: same site, JavaScript on or off. */
export function newBrowserContext(browser: Browser, testInfo: TestInfo, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: jsEnabled(testInfo),
    locale: testInfo.project.use.locale,
    timezoneId: testInfo.project.use.timezoneId,
  });
}

/**
 * Opens the login dialog over `path` and signs in through it: for the tests whose subject is the
 * dialog. Every other test signs in by cookie (fixtures.ts).
 */
export async function signInThroughDialog(page: Page, email: string, path = '/cursos') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login`);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // With JavaScript, the signed-in page is hydrated before the test clicks: a click on the user
  // menu's summary before React claims it was undone by hydration (a flaky menu that never opened).
  if (jsEnabled(test.info())) await waitForEnhancements(page);
}

/** Text of every JSON-LD block on the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * A light page is left as its form is sent, and Playwright cannot read a page whose navigation is
 * pending: the page itself records the text its `data-shown-on-submit` state showed before it was
 * left (decisions 063, 065). Read it on the next page with `shownOnSubmit`.
 */
export async function recordShownOnSubmit(page: Page) {
  await page.evaluate(() => {
    const shown = document.querySelector<HTMLElement>('[data-shown-on-submit]');
    if (!shown) return;
    new MutationObserver(() => {
      if (shown.checkVisibility()) sessionStorage.setItem('loading-shown', shown.innerText);
    }).observe(shown, { attributes: true });
  });
}

/** The text `recordShownOnSubmit` saw shown, or null. */
export function shownOnSubmit(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('loading-shown'));
}

/** The `kodea_tz` cookie as the page has it now (app/enhance/time-zone.ts writes it). */
export async function zoneCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'kodea_tz')?.value;
}

/** The browser reports its zone at the visitor's first key, pointer or form send: press one until it has. */
export async function expectZoneReported(page: Page, zone: string) {
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return zoneCookie(page);
    })
    .toBe(encodeURIComponent(zone));
}
