/**
 * Mis compras keeps a settling row true while open (issue 77): a receipt the OSE has not answered
 * yet turns accepted on the open page when support answers it on '/__mocks'. The page does not
 * hydrate; its enhancement asks `compras.states` every 30 s while visible (Playwright's clock
 * here) and, on a change, puts the page as the server now renders it in place — no reload.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  pagarPath,
  pagarShown,
  payInvoiceWithCard,
  purchaseRow,
  SOFIA_NEXT_QUERY,
  startInvoice,
} from './checkout-support';
import { CARDS } from './payment-support';
import { SUPPORT_TOKEN, useScenario } from './support';

/** The boleta's serie-número, as the row names it while the OSE has not answered. */
async function documentOf(receipt: Locator): Promise<string> {
  const name = ((await receipt.locator('strong').textContent()) ?? '').trim();
  expect(name).toMatch(/^Boleta B001-\d{8}$/);
  return name.replace('Boleta ', '');
}

/** Support, in another tab: the OSE answers that document. */
async function answerOnMocks(context: BrowserContext, document: string) {
  const support = await context.newPage();
  await support.goto('/__mocks');
  await support.getByLabel('Token de soporte').fill(SUPPORT_TOKEN);
  await support.getByRole('button', { name: 'Entrar como soporte' }).click();
  const item = support.getByRole('listitem').filter({ hasText: document });
  await item.getByRole('button', { name: 'Recibir respuesta del OSE' }).click();
  await expect(item).toHaveCount(0);
  await support.close();
}

/** A fresh alias's own purchase, whose boleta the OSE leaves unanswered; answers its number. */
async function payWithReceiptPending(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  signInAsAlias: (options?: { path?: string }) => Promise<string>,
) {
  await useScenario(context, baseURL, 'receipts-pending');
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  const number = await startInvoice(page, 'Sofía');
  await payInvoiceWithCard(page, { number: CARDS.visa });
  await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
  return number;
}

test("a receipt the OSE answers while Mis compras is open turns 'Aceptado' without a reload @js", async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  await page.clock.install();
  const number = await payWithReceiptPending(page, context, baseURL, signInAsAlias);
  await page.goto('/dashboard/compras');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  const receipt = purchaseRow(page, number).getByTestId('purchase-receipt');
  await expect(receipt).toContainText('Comprobante en proceso');
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  await answerOnMocks(context, await documentOf(receipt));

  await expect(receipt).toContainText('Comprobante en proceso');
  await page.clock.runFor(30_000);
  await expect(receipt).toContainText('Aceptado');
  await expect(receipt).not.toContainText('Comprobante en proceso');
  expect(navigations).toBe(0);
});

test('Mis compras with nothing settling makes no request while open @js', async ({ page, signIn }) => {
  await page.clock.install();
  await signIn('padre@example.com', '/dashboard/compras');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.locator('[data-live-state]')).toHaveCount(0);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc')) calls.push(request.url());
  });
  await page.clock.runFor(2 * 60_000);
  expect(calls).toEqual([]);
});

test("without JavaScript the row says how to see the OSE's answer: 'Actualizar' @no-js", async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  const number = await payWithReceiptPending(page, context, baseURL, signInAsAlias);
  await page.goto('/dashboard/compras');
  const receipt = purchaseRow(page, number).getByTestId('purchase-receipt');
  await expect(receipt).toContainText('Comprobante en proceso');
  await expect(page.getByText('Un comprobante o un reembolso está en proceso.')).toBeVisible();
  await answerOnMocks(context, await documentOf(receipt));
  await page.getByRole('link', { name: 'Actualizar' }).click();
  await expect(receipt).toContainText('Aceptado');
  await expect(page.getByText('Un comprobante o un reembolso está en proceso.')).toHaveCount(0);
});
