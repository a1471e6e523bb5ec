/**
 * A cash code marked paid on '/__mocks' changes the open pedido's state (issue 77): the pedido,
 * which does not hydrate once its code is out, asks for its state every 30 s while visible
 * (Playwright's clock here) through its enhancement and, when it changed, puts the page as the
 * server now renders it in place — no click, no reload.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { getLocalCode, pagarPath, pagarShown, SOFIA_NEXT_QUERY, startInvoice } from './checkout-support';
import { SUPPORT_TOKEN } from './support';

/** Support, in a tab of its own on '/__mocks': the agent was paid for `code`. */
async function markPaidBySupport(context: BrowserContext, code: string) {
  const support = await context.newPage();
  await support.goto('/__mocks');
  await support.getByLabel('Token de soporte').fill(SUPPORT_TOKEN);
  await support.getByRole('button', { name: 'Entrar como soporte' }).click();
  await support
    .getByRole('listitem')
    .filter({ hasText: code })
    .getByRole('button', { name: 'Marcar pagado' })
    .click();
  await expect(support.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  await support.close();
}

test('a cash code paid at the agent turns the open pedido to pagado @js', async ({
  page,
  context,
  signInAsAlias,
}) => {
  await page.clock.install();
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  await startInvoice(page, 'Sofía');
  await getLocalCode(page, 'Pago en agentes y bodegas');
  const code = ((await page.getByTestId('payment-code').textContent()) ?? '').trim();
  await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
  // The code was made on this page, which React runs: its live part's chunk comes after it.
  await page.waitForLoadState('networkidle');
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  // Support, in another tab: the agent was paid.
  await markPaidBySupport(context, code);

  await page.clock.runFor(30_000);
  await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
  await expect(page.getByTestId('local-payment-status')).toHaveText('Pagado');
  expect(navigations).toBe(0);
});

test('opened afresh (the page does not hydrate), the pedido turns to pagado too @js', async ({
  page,
  context,
  signInAsAlias,
}) => {
  await page.clock.install();
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  await startInvoice(page, 'Sofía');
  await getLocalCode(page, 'Pago en agentes y bodegas');
  const code = ((await page.getByTestId('payment-code').textContent()) ?? '').trim();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  await markPaidBySupport(context, code);

  await page.clock.runFor(30_000);
  await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
  expect(navigations).toBe(0);
});
