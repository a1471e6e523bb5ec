/**
 * Make-up classes (issue 56 point 3, decision 091), without JavaScript only (the page never
 * hydrates): from Diego's absence to the request page and back to the history with its status.
 * Then the fixtures' pending request answered by support while the pages are open (issue 77): the
 * history and the make-up page change by themselves in a browser with JavaScript, and
 * 'Actualizar' shows the answer in this one.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, signInByCookie } from './fixtures';
import { SUPPORT_TOKEN, useScenario } from './support';
import { PARENT_EMAIL, signInParent } from './parents-support';

// Both use Diego's one absence: the failing call must come before the seat is taken.
test.describe.configure({ mode: 'serial' });

const DIEGO_COURSES = '/dashboard?hijo=502&pestana=cursos';

async function openMakeUpPage(page: Parameters<typeof signInParent>[0]) {
  await signInParent(page, DIEGO_COURSES);
  const history = page.locator('#clases-6201');
  await history.locator('summary').click();
  await expect(history.getByText('Recuperación solicitada')).toBeVisible();
  await history.getByRole('link', { name: /^Pedir recuperación/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedir recuperación' })).toBeVisible();
  await expect(page.getByText(/^Diego faltó a la clase de .+ del [a-zé]+ \d{1,2} de/)).toBeVisible();
  return page.locator('.schedule-option', { hasText: 'Grupo de las 6:00 p. m.' });
}

test('the request failing: a Spanish message and the chosen class kept', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'makeup-error');
  const option = await openMakeUpPage(page);
  await expect(option).toContainText('Queda 1 vacante');
  await expect(
    page.locator('.schedule-option', { hasText: 'Grupo de las 7:00 p. m.' }).getByRole('radio'),
  ).toBeDisabled();
  await option.getByRole('radio').check();
  await page.getByRole('button', { name: 'Pedir esta clase' }).click();
  await expect(page.getByTestId('make-up-message')).toHaveText(
    'No pudimos enviar tu pedido. Vuelve a intentarlo en unos minutos.',
  );
  await expect(option.getByRole('radio')).toBeChecked();
});

test('padre@ asks a make-up for Diego’s absence and sees it confirmed in the history', async ({ page }) => {
  const option = await openMakeUpPage(page);
  await option.getByRole('radio').check();
  await page.getByRole('button', { name: 'Pedir esta clase' }).click();
  await expect(page).toHaveURL(/\/dashboard\?hijo=502&pestana=cursos&clases=6201&pagina=1#clases-6201$/);
  // Opened on arrival by the link, no click on the summary.
  await expect(
    page.locator('#clases-6201').getByText(/^Recuperación confirmada: [a-zé]+ \d{1,2} de/),
  ).toBeVisible();
  await expect(page.locator('#clases-6201').getByRole('link', { name: /^Pedir recuperación/ })).toHaveCount(
    0,
  );
});

/** A browser with JavaScript beside this one (the spec runs without), its clock Playwright's. */
async function pageWithJavaScript(
  browser: Browser,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.clock.install();
  await signInByCookie(page, PARENT_EMAIL, path);
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  // Its time stands still until the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return { context, page };
}

/** Support, in a tab of its own: the academy confirms Diego's pending make-up. */
async function confirmOnMocks(page: Page) {
  const support = await page.context().newPage();
  await support.goto('/__mocks');
  await support.getByLabel('Token de soporte').fill(SUPPORT_TOKEN);
  await support.getByRole('button', { name: 'Entrar como soporte' }).click();
  const request = support.getByRole('listitem').filter({ hasText: `Diego (${PARENT_EMAIL})` });
  await request.getByRole('button', { name: 'Confirmar' }).click();
  await expect(request).toHaveCount(0);
  await support.close();
}

test('the academy answers the pending request while its pages are open (issue 77)', async ({
  page,
  browser,
}) => {
  await signInParent(page, DIEGO_COURSES);
  const history = page.locator('#clases-6201');
  await history.locator('summary').click();
  const pending = history.locator('[data-testid="make-up-status"]', { hasText: 'Recuperación solicitada' });
  await expect(pending).toBeVisible();
  // The pending class's make-up page, from the part the zone watches.
  const [{ session }] = JSON.parse(
    (await page.locator('[data-live-state="makeUps.states"]').getAttribute('data-state')) ?? '[]',
  ) as Array<{ session: number }>;

  const zone = await pageWithJavaScript(browser, DIEGO_COURSES);
  const makeUp = await pageWithJavaScript(browser, `/dashboard/recuperacion/${session}`);
  await expect(makeUp.page.getByTestId('make-up-current')).toHaveText('Recuperación solicitada');
  const calls: string[] = [];
  for (const open of [zone.page, makeUp.page])
    open.on('request', (request) => {
      if (request.url().includes('/api/trpc')) calls.push(new URL(request.url()).pathname);
    });
  let navigations = 0;
  zone.page.on('framenavigated', () => (navigations += 1));
  makeUp.page.on('framenavigated', () => (navigations += 1));

  await confirmOnMocks(page);
  // Seeded by the loader: nothing is asked before the minute, then one call each.
  await zone.page.clock.runFor(55_000);
  await makeUp.page.clock.runFor(55_000);
  expect(calls).toEqual([]);
  await zone.page.clock.runFor(5_000);
  await makeUp.page.clock.runFor(5_000);
  const confirmed = /^Recuperación confirmada: [a-zé]+ \d{1,2} de/;
  await expect(zone.page.locator('#clases-6201 [data-testid="make-up-status"]').first()).toHaveText(
    confirmed,
  );
  await expect(zone.page.locator('#clases-6201')).not.toContainText('Recuperación solicitada');
  await expect(makeUp.page.getByTestId('make-up-current')).toHaveText(confirmed);
  expect(calls.sort()).toEqual(['/api/trpc/makeUps.state', '/api/trpc/makeUps.states']);
  expect(navigations).toBe(0);
  await zone.context.close();
  await makeUp.context.close();

  // Without JavaScript: the row's 'Actualizar' brings the answer, the history opened.
  await pending.getByRole('link', { name: /^Actualizar/ }).click();
  await expect(history).toHaveAttribute('open', '');
  await expect(history).not.toContainText('Recuperación solicitada');
  await expect(history.getByTestId('make-up-status').filter({ hasText: confirmed }).first()).toBeVisible();
});
