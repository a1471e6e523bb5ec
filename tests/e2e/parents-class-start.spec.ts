/**
 * The parents' zone's 'Ir a la clase' by the class's time, without a reload (issue 77): the page
 * does not hydrate; the server names the next window and app/enhance/class-start.ts shows the link
 * from 15 minutes before the class to its end, and 'En clase ahora' while it runs, by the
 * browser's clock (Playwright's here). 'class-starts-soon' puts Diego's courses with a class link
 * 20 minutes ahead; 'class-live-now' 5 minutes into a class.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInParent } from './parents-support';
import { useScenario } from './support';

const SOON = 'El enlace a la clase aparece aquí 15 minutos antes de empezar.';

function youtuberCard(page: Page) {
  return page.getByTestId('course-card').filter({ hasText: 'Curso de YouTuber Kids' });
}

test("'Ir a la clase' turns on 15 minutes ahead, 'En clase ahora' at the start, both go at the end, without a reload @js", async ({
  page,
  context,
  baseURL,
}) => {
  await page.clock.install();
  await useScenario(context, baseURL, 'class-starts-soon');
  await signInParent(page, '/dashboard?hijo=502');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  const card = youtuberCard(page);
  const link = card.getByRole('link', { name: /Ir a la clase/ });
  const inProgress = card.getByText('En clase ahora');
  await expect(link).toBeHidden();
  await expect(inProgress).toBeHidden();
  await expect(card.getByText(SOON)).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  await page.clock.runFor(5 * 60_000 + 1_000);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^https:\/\/zoom\.us\//);
  await expect(card.getByText(SOON)).toBeHidden();
  await expect(inProgress).toBeHidden();

  await page.clock.runFor(15 * 60_000);
  await expect(inProgress).toBeVisible();
  await expect(link).toBeVisible();

  // The 90-minute class ends: the link and 'En clase ahora' go.
  await page.clock.runFor(90 * 60_000);
  await expect(link).toBeHidden();
  await expect(inProgress).toBeHidden();
  expect(navigations).toBe(0);
});

test('without JavaScript the server renders the state at its time: no link before the window @no-js', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'class-starts-soon');
  await signInParent(page, '/dashboard?hijo=502');
  const card = youtuberCard(page);
  await expect(card.getByRole('link', { name: /Ir a la clase/ })).toBeHidden();
  await expect(card.getByText('En clase ahora')).toBeHidden();
  await expect(card.getByText(SOON)).toBeVisible();
});

test("without JavaScript a class in progress shows 'Ir a la clase' and 'En clase ahora' @no-js", async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'class-live-now');
  await signInParent(page, '/dashboard?hijo=502');
  const card = youtuberCard(page);
  await expect(card.getByRole('link', { name: /Ir a la clase/ })).toHaveAttribute(
    'href',
    /^https:\/\/zoom\.us\//,
  );
  await expect(card.getByText('En clase ahora')).toBeVisible();
  await expect(card.getByText(SOON)).toBeHidden();
});
