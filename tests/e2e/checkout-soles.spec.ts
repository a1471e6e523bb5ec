/**
 * Online checkout in soles (issue 16), JavaScript on and off: the parents' zone's 'Pagar en
 * línea' opens /pagar for the child and product; the invoice is the order (reloading or going
 * back never opens a second one); the card flow's §8 outcomes; "Mis compras" and the receipt.
 * The card flow runs with JavaScript on and off; what the server alone answers (links, a denial, a
 * 404) runs once, without JavaScript.
 */
import { expect, test } from './fixtures';
import {
  APPROVED_TITLE,
  DENIED_TITLE,
  denialMessage,
  LOADING_PAYMENT_FORM,
} from '../../kernel/texts/payments';
import { CARDS, ledger, payWith } from './payment-support';
import { jsEnabled, recordShownOnSubmit, shownOnSubmit, SUPPORT_HEADERS } from './support';
import { openDashboard, signInParent } from './parents-support';
import {
  chooseMethod,
  invoiceIdOf,
  invoiceNumber,
  pagarPath,
  pagarShown,
  payInvoiceWithCard,
  purchaseRow,
  SOFIA_NEXT,
  SOFIA_NEXT_QUERY,
  startInvoice,
  startSofiaNextInvoice,
  whenReady,
} from './checkout-support';

test(
  "the parents' zone offers this course and the whole path to /pagar, for the child, and the chat",
  { tag: '@no-js' },
  async ({ page }) => {
    await signInParent(page);
    // Step 3 of her current path is the next course to buy (fixtures/parents.ts).
    await openDashboard(page, '/dashboard?hijo=501&paso=3');
    const card = page.getByTestId('course-card').filter({ hasText: SOFIA_NEXT.title });
    // The spec's chat link stays, as the secondary way.
    await expect(card.getByRole('link', { name: /^Prefiero comprar por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    const online = card.getByRole('link', {
      name: new RegExp(`^Pagar este curso · S/ 490 \\(el curso ${SOFIA_NEXT.title}\\)$`),
    });
    await expect(online).toHaveAttribute(
      'href',
      `/pagar?ruta=${SOFIA_NEXT.path}&curso=${SOFIA_NEXT.course}&hijo=501`,
    );
    await expect(
      card.getByRole('link', { name: /^Pagar la ruta completa · S\/ 1,710 \(la ruta completa/ }),
    ).toHaveAttribute('href', `/pagar?ruta=${SOFIA_NEXT.path}&hijo=501`);
    await online.click();
    await expect(page).toHaveURL(/\/pagar\?/);
    await expect(page.getByTestId('checkout-product')).toContainText(SOFIA_NEXT.title);
    // The list price the pay button named, formatted by the page.
    await expect(page.getByTestId('checkout-price')).toHaveText('S/ 490');
    await expect(page.getByText('Precio de lista; el total final lo calcula tu pedido')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Sofía\b/ })).toBeChecked();
    // The whole path: its months and its number of courses, its list price.
    await page.goto(`/pagar?ruta=${SOFIA_NEXT.path}&hijo=501`);
    await expect(page.getByTestId('checkout-product')).toContainText('9 meses · 4 cursos');
    await expect(page.getByTestId('checkout-price')).toHaveText('S/ 1,710');
  },
);

test.describe('at 127.0.0.1', () => {
  // The card provider's pages must bring the parent back to the host they are on, or the session
  // cookie (set for that host) would be lost on the way back.
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });

  test('a soles card payment is approved after a provider error: §8 screen, Ver Mi Compra, pagado in Mis compras, receipt', async ({
    page,
    request,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
    await pagarShown(page);
    // This alias's own copy of Sofía (support.ts aliasEmail): nobody else buys for her.
    const sofiaId = await page.getByRole('radio', { name: /^Sofía\b/ }).getAttribute('value');
    const number = await startInvoice(page, 'Sofía');
    const invoiceId = invoiceIdOf(page);
    await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
    await expect(page.getByText('aplica tu código de descuento y elige cómo pagar')).toBeVisible();

    await test.step('reload and back: the same invoice, never a second one', async () => {
      await page.reload();
      expect(await invoiceNumber(page)).toBe(number);
      expect(await startSofiaNextInvoice(page)).toBe(number);
      expect(invoiceIdOf(page)).toBe(invoiceId);
    });

    await test.step('a provider error (spec §4 exception) leaves PAGAR ready to retry, nothing shown or charged', async () => {
      await payInvoiceWithCard(page, { number: CARDS.providerError });
      const step = page.getByTestId('payment-step');
      await expect(step).toBeVisible();
      await expect(page.getByTestId('payment-result')).toHaveCount(0);
      await expect(step.getByRole('alert')).toHaveCount(0);
      await expect(step.getByRole('button', { name: 'PAGAR', exact: true })).toBeVisible();
      expect((await ledger(request, number)).authorizations).toHaveLength(0);
      await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
      if (!jsEnabled(testInfo)) await page.goto(`/dashboard/compras/${invoiceId}?paso=tarjeta`);
    });

    const result = page.getByTestId('payment-result');
    await test.step('a good card then goes through on the same invoice, back on this host', async () => {
      await payWith(page, testInfo, { number: CARDS.visa });
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/compras\/\d+$/);
      await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
      await expect(result.locator('dt:has-text("Número de pedido") + dd')).toHaveText(number);
      for (const label of ['Nombre', 'Fecha y hora', 'Importe', 'Moneda', 'Tarjeta', 'Marca', 'Descripción'])
        await expect(result.locator(`dt:text-is("${label}") + dd`)).not.toBeEmpty();
      await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
      expect((await ledger(request, number)).authorizations).toHaveLength(1);
    });

    await test.step('Ver Mi Compra: pagado in Mis compras, and the receipt', async () => {
      await result.getByRole('link', { name: 'Ver Mi Compra' }).click();
      await expect(page).toHaveURL(/\/dashboard\/compras$/);
      await whenReady(page);
      const row = purchaseRow(page, number);
      await expect(row.getByTestId('purchase-status')).toHaveText('pagado');
      await expect(row).toContainText('Sofía');
      // The amount as the spec writes it, its currency once ('S/ 543.15', never 'S/ 543.15 PEN').
      await expect(row.locator('[data-label="Importe"]')).toHaveText(/^S\/ \d{1,3}(,\d{3})*(\.\d{2})?$/);

      const receipt = await page.request.get(`/dashboard/compras/${invoiceId}/recibo.pdf`);
      expect(receipt.status()).toBe(200);
      expect(receipt.headers()['content-type']).toBe('application/pdf');
      // Issue 55: the boleta the API issued once paid.
      expect(receipt.headers()['content-disposition']).toMatch(
        /^attachment; filename="boleta-B001-\d{8}\.pdf"$/,
      );
      expect(receipt.headers()['cache-control']).toBe('private, no-store');
      expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    await test.step('a paid invoice no longer asks to apply a code and choose how to pay', async () => {
      await page.goto(`/dashboard/compras/${invoiceId}`);
      await whenReady(page);
      await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
      await expect(page.getByText('aplica tu código de descuento y elige cómo pagar')).toHaveCount(0);
      await expect(page.getByText('Tu pago está confirmado')).toBeVisible();
      await expect(page.getByTestId('payment-methods')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveCount(0);
      const outbox = await page.request.get('/__mocks/correos', { headers: SUPPORT_HEADERS });
      expect(await outbox.text()).toContain(`Kodea · Pago aprobado · Pedido ${number}`);
    });

    await test.step('the course bought is in Sofía’s tab of the parents’ zone', async () => {
      // The API created its enrolment: her path's stepper lists it as scheduled ('Programado').
      await openDashboard(page, `/dashboard?hijo=${sofiaId}`);
      await expect(page.getByRole('link', { name: `${SOFIA_NEXT.title} Programado` })).toBeVisible();
    });
  });
});

test(
  'a denied card (action code 180) shows the §8 denial and nothing is paid',
  { tag: '@no-js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
    await pagarShown(page);
    const number = await startInvoice(page, 'Sofía');
    await payInvoiceWithCard(page, { number: CARDS.denied180 });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(result.locator('dt:has-text("Número de pedido") + dd')).toHaveText(number);
    await expect(result).toContainText(denialMessage('180'));
    await expect(page.getByTestId('invoice-status')).toHaveText('denegado');
    // Trying again opens a new invoice for the same product and child: the denied one is never paid.
    await page.getByTestId('pay-again').click();
    await expect(page).toHaveURL(/\/pagar\?/);
    await whenReady(page);
    const next = await startInvoice(page, 'Sofía');
    expect(next).not.toBe(number);
  },
);

test(
  'with JavaScript, the loading text shows while the card form is prepared (spec §4), in place or on a light page',
  { tag: '@js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
    await pagarShown(page);
    await startInvoice(page, 'Sofía');
    const invoicePath = new URL(page.url()).pathname;
    const loading = page.getByText(LOADING_PAYMENT_FORM);

    await test.step('an invoice reached in place from /pagar shows the text from the navigation', async () => {
      // A React page here: the choice is sent by fetch, so the page can be read while it is held.
      expect(await page.evaluate(() => '__remixContext' in window)).toBe(true);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/dashboard/compras/*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await expect(loading).toBeHidden();
      await chooseMethod(page, /^Tarjeta de crédito o débito$/);
      await expect(loading).toBeVisible();
      release();
      await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();
      await expect(loading).toBeHidden();
      await page.unrouteAll();
    });

    await test.step('opened as a document, its small script shows the text, then the card form', async () => {
      // Opened as a document (from Mis compras, a link, a reload) the invoice is a light page
      // (decision 063): its small script, not React, shows the state.
      await page.goto(invoicePath);
      await whenReady(page);
      expect(await page.evaluate(() => '__remixContext' in window)).toBe(false);
      await expect(loading).toBeHidden();
      await recordShownOnSubmit(page);
      await chooseMethod(page, /^Tarjeta de crédito o débito$/);
      await expect(page).toHaveURL(/\/dashboard\/compras\/\d+\?paso=tarjeta$/);
      await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();
      expect(await shownOnSubmit(page)).toContain(LOADING_PAYMENT_FORM);
    });
  },
);

test(
  'another family’s invoice, and its receipt, are a 404; so is an unknown product',
  { tag: '@no-js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/dashboard' });
    // 88102 is padre@example.com's own paid invoice (fixtures/invoices.ts), not this alias's.
    const response = await page.goto('/dashboard/compras/88102');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    const receipt = await page.request.get('/dashboard/compras/88102/recibo.pdf');
    expect(receipt.status()).toBe(404);
    const unknown = await page.goto('/pagar?curso=no-existe');
    expect(unknown?.status()).toBe(404);
  },
);

test(
  'signed out, /pagar opens the login dialog over the same product',
  { tag: '@no-js' },
  async ({ page }) => {
    await page.goto(`/pagar?ruta=${SOFIA_NEXT.path}&curso=${SOFIA_NEXT.course}&hijo=501`);
    await expect(page).toHaveURL(
      new RegExp(`/pagar\\?ruta=${SOFIA_NEXT.path}&curso=${SOFIA_NEXT.course}&hijo=501&login$`),
    );
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  },
);
