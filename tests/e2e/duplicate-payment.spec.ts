/**
 * One parent, two browsers (two tabs, two devices): the open purchase of a program and schedule
 * for a child is shared between that parent's sessions, and once the program is paid — in any
 * schedule — it can never be charged again for that child (decision 022).
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { alreadyPaidForChild, APPROVED_TITLE } from '../../kernel/texts/payments';
import {
  CARDS,
  childRadio,
  choosePlan,
  ledger,
  openPayment,
  payWith,
  resultPurchaseNumber,
  stepPurchaseNumber,
} from './payment-support';
import { expect, signInByCookie, test } from './fixtures';
import { aliasEmail, newBrowserContext, waitForEnhancements } from './support';

/** The same parent (a fresh alias of padre@) signed in on /vacaciones in two browsers. */
async function signedInTwice(page: Page, browser: Browser, baseURL: string | undefined, testInfo: TestInfo) {
  const email = aliasEmail(testInfo);
  const second = await newBrowserContext(browser, testInfo, baseURL);
  const pageB = await second.newPage();
  await Promise.all([
    signInByCookie(page, email, '/vacaciones'),
    signInByCookie(pageB, email, '/vacaciones'),
  ]);
  return { second, pageB };
}

/** Told it is paid for Sofía, pointed to her courses, and nothing left to pay on this page. */
async function expectRefusedAsPaid(page: Page, sofiaId: string | null) {
  await expect(page.getByRole('alert')).toHaveText(alreadyPaidForChild('Sofía'));
  await expect(page.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
    'href',
    `/dashboard?hijo=${sofiaId}&pestana=cursos`,
  );
  await expect(page.getByTestId('payment-step')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
}

/** /vacaciones → the first program in its `index`-th schedule → 'Ir a Pagar' → /enrollment. */
async function chooseSchedule(page: Page, index: number) {
  await page.goto('/vacaciones?edad=8_to_11');
  await page.locator('input[name="groupId"]').nth(index).check();
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  await waitForEnhancements(page);
}

test('two sessions of one parent: one shared purchase charged once; another schedule, and a stale page, refused', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { second, pageB } = await signedInTwice(page, browser, baseURL, testInfo);
  // Browser B's second tab (its same session) takes the program's other schedule.
  const pageC = await second.newPage();
  let purchase = '';
  let sofiaId: string | null = null;

  await test.step('both press Finalizar Pago at the same moment: one open purchase, not two', async () => {
    // Same program and schedule (the first of each) in both browsers.
    await Promise.all([choosePlan(page), choosePlan(pageB)]);
    await Promise.all([openPayment(page, testInfo), openPayment(pageB, testInfo)]);
    purchase = await stepPurchaseNumber(page);
    expect(purchase).toMatch(/^\d+$/);
    expect(await stepPurchaseNumber(pageB)).toBe(purchase);
  });

  const finishB = pageB.getByRole('button', { name: 'Finalizar Pago' });
  let purchaseC = '';
  await test.step('B goes back to its summary, Finalizar Pago still offered; its other tab opens the other schedule', async () => {
    await pageB.goto('/enrollment');
    await expect(finishB).toBeVisible();
    const sofiaB = childRadio(pageB, 'Sofía');
    sofiaId = await sofiaB.getAttribute('value');
    await sofiaB.check();
    await chooseSchedule(pageC, 1);
    await openPayment(pageC, testInfo);
    purchaseC = await stepPurchaseNumber(pageC);
    expect(purchaseC).not.toBe(purchase);
  });

  await test.step('browser A pays', async () => {
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(
      page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
    ).toBeVisible();
    expect(await resultPurchaseNumber(page)).toBe(purchase);
  });

  await test.step('the other schedule pays: refused before the card network is asked, told why', async () => {
    await payWith(pageC, testInfo, { number: CARDS.mastercard });
    await expectRefusedAsPaid(pageC, sofiaId);
  });

  await test.step('the stale page presses Finalizar Pago: told it is paid for Sofía, nothing left to pay', async () => {
    // Diego is too young for it, so nothing is left to pay.
    await finishB.click();
    await expectRefusedAsPaid(pageB, sofiaId);
    await expect(childRadio(pageB, 'Sofía')).toBeDisabled();
  });

  const charges = await ledger(request, purchase);
  expect(charges.authorizations.filter((a) => a.actionCode === '000')).toHaveLength(1);
  expect(charges.authorizations).toHaveLength(1);
  expect((await ledger(request, purchaseC)).authorizations).toHaveLength(0);
  await second.close();
});
