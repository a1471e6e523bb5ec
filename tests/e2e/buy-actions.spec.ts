/**
 * Issue 53, point 4: one priced way to buy. Sofía's card and a path page show exactly one pay
 * button per product, each with its price and a name of its own, and one chat link 'Prefiero
 * comprar por WhatsApp'; at 390 px they fit the screen side by side or stacked, never overlapping.
 * Plain links and server-rendered prices: the same with JavaScript off.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDashboard, signInParent } from './parents-support';

const PATH = '/rutas/ruta-creadores-de-videojuegos';

function sofiaNextCard(page: Page) {
  return page.getByTestId('course-card').filter({ hasText: 'Minecraft Education: Code Builder' });
}

async function expectOneWayEach(scope: Locator, labels: RegExp[]) {
  const pay = scope.getByTestId('pay-online');
  await expect(pay).toHaveCount(labels.length);
  for (const label of labels) await expect(scope.getByRole('link', { name: label })).toHaveCount(1);
  await expect(scope.getByRole('link', { name: /^Prefiero comprar por WhatsApp/ })).toHaveCount(1);
  // Every pay button leads to the one checkout.
  for (const link of await pay.all()) await expect(link).toHaveAttribute('href', /^\/pagar\?/);
}

/** Inside the screen, none covering another. */
async function expectLaidOut(page: Page, links: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const boxes = [];
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (!box) throw new Error('a buy action is not shown');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart).toBe(true);
    }
}

const buyLinks = (scope: Locator) => scope.locator('[data-testid="pay-online"], [data-testid="buy-chat"]');

test.describe('one priced way to buy', () => {
  test.beforeEach(async ({ page }) => {
    await signInParent(page);
  });

  test("Sofía's card: this course and the whole path, each priced once, and the chat", async ({ page }) => {
    await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=3');
    const card = sofiaNextCard(page);
    await expectOneWayEach(card, [
      /^Pagar este curso · S\/ 490 \(el curso/,
      /^Pagar la ruta completa · S\/ 1,710 \(/,
    ]);
    await expect(card.getByRole('link', { name: /^Pagar en línea$/ })).toHaveCount(0);
  });

  test('a path page signed in: its two offers, each priced once, and the chat', async ({ page }) => {
    await page.goto(PATH);
    await expectOneWayEach(page.getByRole('main'), [
      /^Pagar este curso · S\/ \d[\d,]* \(el curso/,
      /^Pagar la ruta completa · S\/ 1,710 \(/,
    ]);
  });

  test('at 390 px the buy actions fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=3');
    await expectLaidOut(page, buyLinks(sofiaNextCard(page)));
    await page.goto(PATH);
    await expectLaidOut(page, buyLinks(page.getByRole('main')));
  });
});
