/**
 * Phones first for payment (issue 53, point 5): every card form fits 320 to 768 px without
 * sideways scrolling, its CVV is whole, and nothing floating (the chat button) covers a total, a
 * discount, a price or a field — checked by geometry at the top and the bottom of the page. The
 * layout is the same without JavaScript; the hosted forms' fit is checked in subscription.spec.ts.
 * Each page is loaded once and resized through the widths: its layout is the style sheet's.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './fixtures';
import { applyCode, chooseMethod, startSofiaNextInvoice } from './checkout-support';
import { choosePlan, openPayment } from './payment-support';
import { jsEnabled } from './support';

const WIDTHS = [320, 390, 768] as const;

/** What a parent must see whole while paying. */
const PROTECTED = [
  '[data-testid="invoice-total"]',
  '[data-testid="invoice-discount"]',
  '[data-testid="invoice-subtotal"]',
  '[itemprop="price"]',
  'input:not([type="hidden"])',
  'select',
  'button',
].join(', ');

interface Overlap {
  what: string;
}

/** Elements under the chat button, the page scrolled to where it is now. */
async function coveredByFloat(page: Page): Promise<Overlap[]> {
  return page.evaluate((selector) => {
    const float = document.querySelector('.chat-float');
    if (!float) return [];
    const f = float.getBoundingClientRect();
    if (f.width === 0 || getComputedStyle(float).position !== 'fixed') return [];
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || element.closest('.chat-float')) return [];
      const overlaps = r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
      return overlaps
        ? [{ what: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}` }]
        : [];
    });
  }, PROTECTED);
}

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const edge of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), edge);
    expect(await coveredByFloat(page), `at the ${edge} of ${page.url()}`).toEqual([]);
  }
}

async function expectWholeCvv(page: Page, width: number) {
  const cvv = page.getByLabel('CVV');
  await cvv.scrollIntoViewIfNeeded();
  const box = await cvv.boundingBox();
  if (!box) throw new Error('no CVV field');
  expect(box.width).toBeGreaterThan(60);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Each width in turn on the page as it is: the layout is CSS's, one page load serves them all. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 740 });
      await check(width);
    });
  }
}

test.describe('from 320 to 768 px', { tag: '@js' }, () => {
  test('the invoice page: total and discount never under the chat button; the card form fits', async ({
    page,
    signInAsAlias,
  }, testInfo: TestInfo) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await signInAsAlias({ path: '/dashboard' });
    await startSofiaNextInvoice(page);
    await applyCode(page, 'BIENVENIDA10');
    await atEachWidth(page, (width) => expectFits(page, width));
    await chooseMethod(page, /^Tarjeta de crédito o débito$/);
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await atEachWidth(page, async (width) => {
      await expectFits(page, width);
      if (jsEnabled(testInfo)) await expectWholeCvv(page, width);
    });
  });

  test('the vacation payment step fits, its CVV whole', async ({ page, signInAsAlias }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await signInAsAlias({ path: '/dashboard' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await atEachWidth(page, async (width) => {
      await expectFits(page, width);
      if (jsEnabled(testInfo)) await expectWholeCvv(page, width);
    });
  });
});
