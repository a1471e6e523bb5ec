/** Shared steps for the parents' zone end-to-end tests (tests/e2e/parents-*.spec.ts). */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInByCookie } from './fixtures';
import { jsEnabled, waitForEnhancements } from './support';

export const PARENT_EMAIL = 'padre@example.com';

/** With JavaScript, React has taken over the page (clicks are then client-side); without, nothing to wait for. */
export async function whenReady(page: Page) {
  if (jsEnabled(test.info())) await waitForEnhancements(page);
}

/** Signs padre@example.com in over /dashboard and waits for the parents' zone (and, with JavaScript, React). */
export async function signInParent(page: Page, path = '/dashboard') {
  await signInByCookie(page, PARENT_EMAIL, path);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Carlos!' })).toBeVisible();
  await whenReady(page);
}

/** Opens a dashboard URL and waits until the page is ready to be used. */
export async function openDashboard(page: Page, path: string) {
  const response = await page.goto(path);
  await whenReady(page);
  return response;
}

/** The stepper step shown now. */
export function currentStep(page: Page) {
  return page.locator('[aria-current="step"]');
}

/** Chat links lead off-line to wa.me: answer them here, so a followed link lands somewhere. */
export async function answerChatLinks(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Chat</title><p>Chat</p>',
    }),
  );
}

/** The Content-Type of a same-site link, fetched with the page's cookies. */
export async function contentTypeOf(page: Page, href: string): Promise<string | undefined> {
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  return answer.headers()['content-type'];
}
