/**
 * One parent, two browsers (two tabs, two devices): the open purchase of a program and schedule
 * for a child is shared between that parent's sessions, and once it is paid it can never be
 * charged again for that child.
 */
import { expect, test } from '@playwright/test';
import { APPROVED_TITLE } from '../../app/lib/payment-messages';
import { alreadyPaidForChild } from '../../server/payments/child-messages';
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
import { aliasEmail, newBrowserContext, signIn } from './support';

test('two sessions of one parent share one purchase, and it is charged once', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const email = aliasEmail(testInfo);
  const second = await newBrowserContext(browser, testInfo, baseURL);
  const pageB = await second.newPage();

  await Promise.all([signIn(page, email, '/vacaciones'), signIn(pageB, email, '/vacaciones')]);
  // Same program and schedule (the first of each) in both browsers.
  await Promise.all([choosePlan(page), choosePlan(pageB)]);
  // Both press 'Finalizar Pago' at the same moment: one open purchase, not two.
  await Promise.all([openPayment(page, testInfo), openPayment(pageB, testInfo)]);
  const purchase = await stepPurchaseNumber(page);
  expect(purchase).toMatch(/^\d+$/);
  expect(await stepPurchaseNumber(pageB)).toBe(purchase);

  // Browser B goes back to its purchase summary, 'Finalizar Pago' still offered: nothing is paid yet.
  await pageB.goto('/enrollment');
  const finishB = pageB.getByRole('button', { name: 'Finalizar Pago' });
  await expect(finishB).toBeVisible();
  const sofiaB = childRadio(pageB, 'Sofía');
  const sofiaId = await sofiaB.getAttribute('value');
  await sofiaB.check();

  // Browser A pays.
  await payWith(page, testInfo, { number: CARDS.visa });
  await expect(
    page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
  ).toBeVisible();
  expect(await resultPurchaseNumber(page)).toBe(purchase);

  // Browser B, still on the page it loaded before (Sofía chosen), presses 'Finalizar Pago': told it
  // is paid for Sofía, pointed to her courses; Diego is too young for it, so nothing is left to pay.
  await finishB.click();
  await expect(pageB.getByRole('alert')).toHaveText(alreadyPaidForChild('Sofía'));
  await expect(pageB.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
    'href',
    `/dashboard?hijo=${sofiaId}&pestana=cursos`,
  );
  await expect(childRadio(pageB, 'Sofía')).toBeDisabled();
  await expect(pageB.getByTestId('payment-step')).toHaveCount(0);
  await expect(pageB.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);

  const charges = await ledger(request, purchase);
  expect(charges.authorizations.filter((a) => a.actionCode === '000')).toHaveLength(1);
  expect(charges.authorizations).toHaveLength(1);
  await second.close();
});
