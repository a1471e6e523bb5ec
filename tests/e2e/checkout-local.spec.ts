/**
 * Local payment methods (issue 16), JavaScript on and off: a cash payment code with its amount,
 * expiry and steps, printable, shown again in "Mis compras" while pending; and 'Enviar a mi
 * correo' from "Mis compras".
 */
import { expect, test } from './fixtures';
import { TERMS_REQUIRED } from '../../kernel/texts/payments';
import { jsEnabled } from './support';
import {
  chooseMethod,
  getLocalCode,
  invoiceNumber,
  purchaseRow,
  startSofiaNextInvoice,
  whenReady,
} from './checkout-support';

test('a payment code for agents: code, amount, expiry, steps; pending in Mis compras with its code', async ({
  page,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: '/dashboard' });
  const number = await startSofiaNextInvoice(page);
  await getLocalCode(page, 'Pago en agentes y bodegas');
  const local = page.getByTestId('local-payment');
  await expect(local).toBeVisible();
  const code = ((await local.getByTestId('payment-code').textContent()) ?? '').trim();
  expect(code).not.toBe('');
  await expect(local).toContainText('Importe');
  await expect(local).toContainText('Vencimiento');
  await expect(local.getByRole('listitem').first()).toBeVisible();
  await expect(local.getByRole('button', { name: 'Imprimir' })).toHaveCount(jsEnabled(test.info()) ? 1 : 0);

  // Choosing again keeps the same code (the total is unchanged).
  await page.reload();
  await getLocalCode(page, 'Pago en agentes y bodegas');
  await expect(page.getByTestId('payment-code')).toHaveText(code);
  expect(await invoiceNumber(page)).toBe(number);
  // Loaded as a document, the invoice is a light page (decision 063): its script, not React,
  // shows 'Imprimir' and prints.
  await whenReady(page);
  const print = page.getByTestId('local-payment').getByRole('button', { name: 'Imprimir' });
  await expect(print).toHaveCount(jsEnabled(test.info()) ? 1 : 0);
  if (jsEnabled(test.info())) {
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await print.click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  }

  await page.goto('/dashboard/compras');
  await whenReady(page);
  const row = purchaseRow(page, number);
  await expect(row.getByTestId('purchase-status')).toHaveText('pendiente de pago');
  await expect(row.getByTestId('purchase-payment-code')).toHaveText(code);
});

test('the code waits for the terms (spec §4, §5): the button with JavaScript, the server without', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
  await chooseMethod(page, 'Pago en agentes y bodegas');
  const step = page.getByTestId('local-step');
  await expect(step).toContainText('Pago en agentes y bodegas');
  await whenReady(page);
  const box = step.getByLabel('Acepto los términos y condiciones');
  const confirm = step.getByRole('button', { name: 'Generar código de pago' });
  if (jsEnabled(testInfo)) {
    await expect(confirm).toBeDisabled();
    await box.check();
    await expect(confirm).toBeEnabled();
  } else {
    await confirm.click();
    await expect(step.getByRole('alert')).toHaveText(TERMS_REQUIRED);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('local-payment')).toHaveCount(0);
    await box.check();
  }
  await confirm.click();
  await expect(page.getByTestId('local-payment').getByTestId('payment-code')).not.toBeEmpty();
});

test('Enviar a mi correo: the confirmation names the address', async ({ page, signInAsAlias }) => {
  const email = await signInAsAlias({ path: '/dashboard' });
  const number = await startSofiaNextInvoice(page);
  await page.goto('/dashboard/compras');
  await whenReady(page);
  await purchaseRow(page, number)
    .getByRole('button', { name: /^Enviar a mi correo/ })
    .click();
  await expect(page.getByText(`Te enviamos la factura a ${email}`)).toBeVisible();
});

test(
  'Mis compras is linked from the sidebar and the user menu, and says when there is nothing yet',
  { tag: '@js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/dashboard' });
    await whenReady(page);
    await page
      .getByRole('navigation', { name: 'Zona de padres' })
      .getByRole('link', { name: 'Mis compras' })
      .last()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/compras$/);
    await expect(page.getByTestId('purchases-empty')).toHaveText(
      'Todavía no tienes compras. Cuando pagues un curso o una ruta en línea, la verás aquí.',
    );
    // Mis compras is a new document that hydrates: a menu opened before hydration is closed by it.
    await whenReady(page);
    await page.locator('.user-menu__toggle').click();
    await expect(
      page.locator('.user-menu__panel').getByRole('link', { name: 'Mis compras' }),
    ).toHaveAttribute('href', '/dashboard/compras');
  },
);
