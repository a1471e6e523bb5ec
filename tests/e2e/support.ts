/** Shared steps for the end-to-end tests. */
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'Kodea2026!';

export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'js-on';
}

/** Selects a mock scenario for this browser context only (the cookie /__mocks would set). */
export async function useScenario(context: BrowserContext, baseURL: string | undefined, name: string) {
  await context.addCookies([{ name: 'mock_scenario', value: name, url: baseURL ?? 'http://localhost:3100' }]);
}

/** Opens the login dialog over `path` and signs in through it. */
export async function signIn(page: Page, email: string, path = '/cursos') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login`);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Text of every JSON-LD block on the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}
