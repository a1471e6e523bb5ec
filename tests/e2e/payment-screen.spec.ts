/**
 * The pedido's payment screen (issue 76): Yape and Plin named with their logos beside the soles
 * card where the way to pay is chosen; every field's problem at once; the way to pay a few Tab stops
 * into the pedido, and a skip link past the menus to it; and every soles card dialog fitting a 320 px
 * phone whatever the provider's form.
 */
import type { Page } from '@playwright/test';
import { CODE_REFUSED, CODES_DISCLOSURE, SKIP_TO_PAYMENT } from '@kernel/texts/checkout';
import { WALLET_TEXT } from '@kernel/texts/wallet';
import { expect, test } from './fixtures';
import { applyCode, chooseMethod, startSofiaNextInvoice, whenReady } from './checkout-support';
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

interface TabStop {
  /** The pedido's own content, as opposed to the site's skip links, header and parents' menu. */
  own: boolean;
  name: string;
  wayToPay: boolean;
}

/** Tab from the top of a fresh document until a way to pay has focus: every stop on the way. */
async function tabStopsToWayToPay(page: Page): Promise<TabStop[]> {
  await page.goto(page.url());
  await whenReady(page);
  const stops: TabStop[] = [];
  while (stops.length < 60) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      return {
        own: Boolean(focused?.closest('.invoice-content')),
        name: (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim(),
        wayToPay: Boolean(focused?.closest('[data-testid="payment-methods"]')),
      };
    });
    stops.push(stop);
    if (stop.wayToPay) return stops;
  }
  throw new Error('60 Tab stops and no way to pay');
}

// Issue 76 point 11: the way to pay came after every optional field. The site's stops before the
// pedido (two skip links, the header, the parents' menu with the spec's social links) are the same
// on every page and skipped by the skip links; what this page decides is its own order: 'Volver a
// Mis compras', the optional codes folded into one stop, then the way to pay. On a phone the menus
// fold too, so the whole page reaches it within ten stops.
for (const { width, fromTop } of [
  { width: 1280, fromTop: null },
  { width: 390, fromTop: 10 },
]) {
  test(`at ${width} px the way to pay is the pedido's third Tab stop, the codes folded before it`, async ({
    page,
    signInAsAlias,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAlias({ path: '/dashboard' });
    await startSofiaNextInvoice(page);
    const stops = await tabStopsToWayToPay(page);
    const own = stops.filter((stop) => stop.own);
    expect(own.length, JSON.stringify(own)).toBeLessThanOrEqual(3);
    expect(own.map((stop) => stop.name).slice(0, 2)).toEqual(['Volver a Mis compras', CODES_DISCLOSURE]);
    // The site's stops all come first: the pedido's own are the last ones before the way to pay.
    expect(stops.findIndex((stop) => stop.own)).toBe(stops.length - own.length);
    if (fromTop !== null) expect(stops.length, JSON.stringify(stops)).toBeLessThanOrEqual(fromTop);
    await expect(cardSoles(page)).toBeFocused();
  });
}

test('the folded codes open when used: a refused code comes back open, beside its field', async ({
  page,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
  const field = page.getByRole('textbox', { name: 'Código de descuento' });
  await expect(field).toBeHidden();
  await applyCode(page, 'VERANO2025');
  await expect(page.locator('details.invoice-codes')).toHaveAttribute('open', '');
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('VERANO2025');
  await expect(page.getByTestId('code-error')).toBeVisible();
  await expect(page.getByTestId('code-error')).toHaveText(CODE_REFUSED.expired);
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
