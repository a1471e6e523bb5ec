/**
 * A waitlist place moves on the open parents' zone (issue 77): Diego waits second for a full
 * program; support frees a seat on '/__mocks' ('Liberar un cupo'), the family ahead gets it held
 * and Diego is first. The zone does not hydrate: its enhancement asks `waitlist.states` every
 * 60 s while visible (Playwright's clock here) and, on a change, puts the page as the server now
 * renders it in place — no reload. Without JavaScript, the card's 'Actualizar' shows it. Each
 * test is a fresh alias: its own copy of the seats and of the family already waiting.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SUPPORT_TOKEN } from './support';

const FULL_PROGRAM = '/enrollment?edad=5_to_7&programa=vac-5_to_7-1&horario=vg-5-1-1';

/** Diego on the full program's list, second, as /enrollment says it. */
async function joinSecond(page: Page) {
  const waitlist = page.getByTestId('waitlist');
  await waitlist.getByRole('radio', { name: 'Diego' }).check();
  await waitlist.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page.getByTestId('waitlist-entries')).toHaveText(
    'Diego: Estás en el puesto 2 de la lista de espera',
  );
}

/** Diego second; then his parents' zone, the card in sight. */
async function diegoWaitsSecond(page: Page) {
  await joinSecond(page);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Tus hijos' }).getByRole('link', { name: 'Diego' }).click();
  const card = page.getByTestId('waitlist-card');
  await expect(card).toContainText('En espera: puesto 2');
  return card;
}

/**
 * Support, in a tab of its own, on this alias's copy of the program: 'Liberar un cupo' (a family
 * leaves the program, the first waiting gets the seat held) or 'Avanzar la lista de espera' (the
 * first waiting leaves the list).
 */
async function releaseSeat(context: BrowserContext, account: string, button = 'Liberar un cupo') {
  const support = await context.newPage();
  await support.goto('/__mocks');
  await support.getByLabel('Token de soporte').fill(SUPPORT_TOKEN);
  await support.getByRole('button', { name: 'Entrar como soporte' }).click();
  const release = support.locator('form', { has: support.getByRole('button', { name: button }) });
  await release.getByLabel(/^Cuenta/).fill(account);
  await release.getByRole('button', { name: button }).click();
  await expect(support).toHaveURL(/\/__mocks#lista-de-espera$/);
  await support.close();
}

test('the place moves up on the open page, without a reload @js', async ({
  page,
  context,
  signInAsAlias,
}) => {
  await page.clock.install();
  const account = await signInAsAlias({ path: FULL_PROGRAM });
  const card = await diegoWaitsSecond(page);
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc')) calls.push(new URL(request.url()).pathname);
  });
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  // The page's time stands still while support works in the other tab.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await releaseSeat(context, account);
  // Seeded by the loader: nothing is asked before the minute.
  await page.clock.runFor(55_000);
  expect(calls).toEqual([]);
  await expect(card).toContainText('En espera: puesto 2');
  await page.clock.runFor(5_000);
  await expect(card).toContainText('En espera: puesto 1');
  await expect(card).not.toContainText('puesto 2');
  expect(calls).toEqual(['/api/trpc/waitlist.states']);
  expect(navigations).toBe(0);
});

test("without JavaScript, the card's 'Actualizar' shows the new place @no-js", async ({
  page,
  context,
  signInAsAlias,
}) => {
  const account = await signInAsAlias({ path: FULL_PROGRAM });
  const card = await diegoWaitsSecond(page);
  await releaseSeat(context, account);
  await expect(card).toContainText('En espera: puesto 2');
  await card.getByRole('link', { name: 'Actualizar' }).click();
  await expect(card).toContainText('En espera: puesto 1');
});

test("/enrollment keeps Diego's place true when the family ahead leaves the list @js", async ({
  page,
  context,
  signInAsAlias,
}) => {
  await page.clock.install();
  const account = await signInAsAlias({ path: FULL_PROGRAM });
  await joinSecond(page);
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await releaseSeat(context, account, 'Avanzar la lista de espera');
  await page.clock.runFor(60_000);
  await expect(page.getByTestId('waitlist-entries')).toHaveText(
    'Diego: Estás en el puesto 1 de la lista de espera',
  );
});
