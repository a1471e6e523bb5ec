/**
 * Local payment methods (issue 16), JavaScript on and off: a cash payment code with its amount,
 * expiry and steps, printable, shown again in "Mis compras" while pending; and 'Enviar a mi
 * correo' from "Mis compras". One invoice walks every check: opening one is the expensive part.
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

test('a payment code for agents after the terms: code, amount, expiry, steps; pending in Mis compras with its code', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  const email = await signInAsAlias({ path: '/dashboard' });
  await whenReady(page);

  await test.step('Mis compras is linked from the sidebar and the user menu, and says when there is nothing yet', async () => {
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
  });

  const number = await startSofiaNextInvoice(page);
  const local = page.getByTestId('local-payment');
  await test.step('the code waits for the terms (spec §4, §5): the button with JavaScript, the server without', async () => {
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
      await expect(local).toHaveCount(0);
      await box.check();
    }
    await confirm.click();
    await expect(local.getByTestId('payment-code')).not.toBeEmpty();
  });

  let code = '';
  await test.step('the code for agents: amount, expiry, steps; printable with JavaScript', async () => {
    await expect(local).toBeVisible();
    code = ((await local.getByTestId('payment-code').textContent()) ?? '').trim();
    expect(code).not.toBe('');
    await expect(local).toContainText('Importe');
    await expect(local).toContainText('Vencimiento');
    await expect(local.getByRole('listitem').first()).toBeVisible();
    await expect(local.getByRole('button', { name: 'Imprimir' })).toHaveCount(jsEnabled(testInfo) ? 1 : 0);
  });

  await test.step('choosing again keeps the same code (the total is unchanged)', async () => {
    await page.reload();
    await getLocalCode(page, 'Pago en agentes y bodegas');
    await expect(page.getByTestId('payment-code')).toHaveText(code);
    expect(await invoiceNumber(page)).toBe(number);
    // Loaded as a document, the invoice is a light page (decision 063): its script, not React,
    // shows 'Imprimir' and prints.
    await whenReady(page);
    const print = local.getByRole('button', { name: 'Imprimir' });
    await expect(print).toHaveCount(jsEnabled(testInfo) ? 1 : 0);
    if (jsEnabled(testInfo)) {
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await print.click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    }
  });

  await test.step("pending in Mis compras with its code; 'Enviar a mi correo' names the address", async () => {
    await page.goto('/dashboard/compras');
    await whenReady(page);
    const row = purchaseRow(page, number);
    await expect(row.getByTestId('purchase-status')).toHaveText('pendiente de pago');
    await expect(row.getByTestId('purchase-payment-code')).toHaveText(code);
    await row.getByRole('button', { name: /^Enviar a mi correo/ }).click();
    await expect(page.getByText(`Te enviamos el pedido a ${email}`)).toBeVisible();
  });
});
