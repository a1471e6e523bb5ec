/**
 * The end-to-end tests' `test`, with sign-in by cookie (docs/decisions/028): the mock-only route
 * POST /__mocks/session signs the user in against the simulated upstream and stores the answer
 * with the app's own session code, exactly as the login dialog does, so only the specs about the
 * dialog (auth.spec.ts, logout-revocation.spec.ts, and the tests that check where the dialog
 * lands) spend time driving it (support.ts signInThroughDialog).
 */
import { test as base, type Page } from '@playwright/test';
import { recordDocuments } from './page-record';
import { aliasEmail, PASSWORD, SUPPORT_HEADERS } from './support';

export { expect } from '@playwright/test';

/**
 * Signs `page`'s browser context in as `email` and opens `path`, where the dialog would have sent
 * it back. The request goes through page.request, which shares the context's cookies: the
 * session the browser already has is renewed as at sign-in (what it held is kept, e.g. a purchase
 * chosen before signing in), and the Set-Cookie lands in the browser. For a page of a second
 * context; in a test, prefer the `signIn` fixture.
 */
export async function signInByCookie(page: Page, email: string, path = '/cursos'): Promise<void> {
  const origin = base.info().project.use.baseURL;
  if (!origin) throw new Error('playwright.config.ts sets no baseURL');
  // Same-origin like any form post: the app's CSRF guard runs before the mock routes.
  const response = await page.request.post('/__mocks/session', {
    headers: { ...SUPPORT_HEADERS, origin },
    form: { email, password: PASSWORD },
  });
  if (response.status() !== 204)
    throw new Error(`Sign-in of ${email} by cookie failed: ${response.status()} ${await response.text()}`);
  await page.goto(path);
}

interface SignInFixtures {
  /** Signs the test's page in as `email` (a fixture user or an alias) and opens `path`. */
  signIn: (email: string, path?: string) => Promise<void>;
  /** Signs the test's page in as a fresh alias of `base` (support.ts aliasEmail); returns the e-mail. */
  signInAsAlias: (options?: { base?: string; path?: string }) => Promise<string>;
}

export const test = base.extend<SignInFixtures & { recordPages: void }>({
  // Every spec imports this `test`: each document its context receives is kept for the checks
  // after the run (page-record.ts).
  recordPages: [
    async ({ context }, use, testInfo) => {
      const stop = await recordDocuments(context, testInfo);
      await use();
      await stop();
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use((email, path) => signInByCookie(page, email, path));
  },
  signInAsAlias: async ({ page }, use, testInfo) => {
    await use(async (options = {}) => {
      const email = aliasEmail(testInfo, options.base);
      await signInByCookie(page, email, options.path);
      return email;
    });
  },
});
