/**
 * The pedido's payment screen (issue 76): Yape and Plin named with their logos beside the soles
 * card where the way to pay is chosen; every field's problem at once; a skip link past the menus to
 * the way to pay; and every soles card dialog fitting a 320 px phone whatever the provider's form.
 */
import type { Page } from '@playwright/test';
import { SKIP_TO_PAYMENT } from '@kernel/texts/checkout';
import { WALLET_TEXT } from '@kernel/texts/wallet';
import { expect, test } from './fixtures';
import { chooseMethod, startSofiaNextInvoice, whenReady } from './checkout-support';
import { choosePlan, openPayment } from './payment-support';

const cardSoles = (page: Page) =>
  page.getByTestId('payment-methods').getByRole('radio', { name: /^Tarjeta de crédito o débito$/ });

test('Yape and Plin are named, with their logos, beside the soles card', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
  await expect(cardSoles(page)).toHaveAccessibleDescription(WALLET_TEXT.onCardStep);
  const wallets = page.getByTestId('method-wallets');
  await expect(wallets).toBeVisible();
  const logos = wallets.locator('img');
  await expect(logos).toHaveCount(2);
  for (const [index, name] of ['yape', 'plin'].entries()) {
    const logo = logos.nth(index);
    await expect(logo).toHaveAttribute('src', `/images/pagos/${name}.svg`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('no way to pay and a wrong RUC: both problems at once, beside their fields, values kept', async ({
  page,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
  await page.getByRole('radio', { name: /^Factura electrónica/ }).check();
  const ruc = page.getByRole('textbox', { name: 'RUC' });
  await ruc.fill('20131312954');
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Constructora Los Andes S.A.C.');
  await page.getByRole('textbox', { name: 'Dirección fiscal' }).fill('Av. Arequipa 1450, Lince, Lima');
  await page.getByRole('button', { name: 'Continuar con el pago' }).click();
  await whenReady(page);
  await expect(cardSoles(page)).toHaveAccessibleDescription(/Elige cómo quieres pagar\./);
  await expect(ruc).toHaveAccessibleDescription(/Este RUC no es válido: revisa sus dígitos\./);
  await expect(ruc).toHaveValue('20131312954');
  await expect(page.getByRole('radio', { name: /^Factura electrónica/ })).toBeChecked();
});

test('the way to pay is the third keystroke: a skip link past the menus', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
  // A fresh document: the keyboard starts at its top.
  await page.goto(page.url());
  await whenReady(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(SKIP_TO_PAYMENT);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(cardSoles(page)).toBeFocused();
});

/** Every card field inside the dialog's box, and the dialog never scrolling sideways. */
async function expectCardFieldsInside(page: Page) {
  for (const width of [320, 360, 390]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 740 });
      const step = page.getByTestId('payment-step');
      await expect(step.getByLabel('CVV')).toBeVisible();
      const fit = await step.evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        const fields = [...dialog.querySelectorAll('[data-testid="provider-fields"] input')].map((input) => {
          const r = input.getBoundingClientRect();
          return {
            name: input.getAttribute('name') ?? input.id,
            left: r.left,
            right: r.right,
            width: r.width,
          };
        });
        return {
          left: box.left,
          right: box.right,
          sideways: dialog.scrollWidth - dialog.clientWidth,
          fields,
        };
      });
      expect(fit.fields.length).toBeGreaterThanOrEqual(4);
      expect(fit.sideways).toBeLessThanOrEqual(0);
      for (const field of fit.fields) {
        expect(field.left, field.name).toBeGreaterThanOrEqual(fit.left);
        expect(field.right, field.name).toBeLessThanOrEqual(fit.right);
        expect(field.width, field.name).toBeGreaterThan(60);
      }
    });
  }
}

test.describe('the soles card dialog fits a phone', { tag: '@js' }, () => {
  test('a course order', async ({ page, signInAsAlias }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await signInAsAlias({ path: '/dashboard' });
    await startSofiaNextInvoice(page);
    await chooseMethod(page, /^Tarjeta de crédito o débito$/);
    await expectCardFieldsInside(page);
  });

  test('a vacation program', async ({ page, signInAsAlias }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await signInAsAlias({ path: '/dashboard' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await expectCardFieldsInside(page);
  });
});
