import { expect, test } from './fixtures';
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
import { aliasEmail, jsEnabled, useScenario } from './support';

const APPROVED = '¡Pago aprobado y completado con éxito!';

test.describe('never charge twice', () => {
  test('double submit, refresh and back button authorize exactly once', async ({
    page,
    request,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    const step = await openPayment(page, testInfo);
    await step.getByLabel('Acepto los términos y condiciones').check();
    if (jsEnabled(testInfo)) {
      await step.getByLabel('Nombre del titular').fill('Carlos Quispe');
      await step.getByLabel('Número de tarjeta').fill(CARDS.visa);
      await step.getByLabel('Vencimiento (MM/AA)').fill('12/29');
      await step.getByLabel('CVV').fill('123');
      const pay = step.getByRole('button', { name: 'PAGAR' });
      await pay.dblclick();
      await expect(
        step.getByRole('button', { name: 'PAGANDO...' }).or(page.getByRole('heading', { name: APPROVED })),
      ).toBeVisible();
    } else {
      await step.getByRole('button', { name: 'PAGAR' }).click();
      await page.getByLabel('Nombre del titular').fill('Carlos Quispe');
      await page.getByLabel('Número de tarjeta').fill(CARDS.visa);
      await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: /^Pagar / }).click();
      // The provider hands back the token; the visitor double-clicks 'Continuar'.
      await page.getByRole('button', { name: 'Continuar' }).dblclick();
    }
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
    const purchase = await resultPurchaseNumber(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
    await page.goBack();
    await page.goForward();
    // Submitting the finished purchase again shows the same result, never a new charge.
    await page.goto('/enrollment');
    await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
    const again = await page.request.post('/enrollment', {
      form: { intent: 'pay', purchaseNumber: purchase, transactionToken: 'tt_replayed', terms: 'on' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.headers().location).toBe('/enrollment?paso=resultado');

    const charges = await ledger(request, purchase);
    expect(charges.authorizations).toHaveLength(1);
    expect(charges.enrollments).toHaveLength(1);
  });
});

test.describe('who may pay', () => {
  test('signed out, Finalizar Pago opens the login dialog and comes back to pay', async ({
    page,
  }, testInfo) => {
    await choosePlan(page);
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill(aliasEmail(testInfo));
    await dialog.getByLabel('Contraseña', { exact: true }).fill('Kodea2026!');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The same page, its address naming the program and schedule chosen (issue 52).
    await expect(page).toHaveURL(/\/enrollment\?edad=8_to_11&programa=[\w-]+&horario=[\w-]+$/);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: CARDS.mastercard });
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
  });

  test('a 403 on purchase creation sends the user to sign in', async ({
    page,
    context,
    baseURL,
    signInAsAlias,
  }) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await useScenario(context, baseURL, 'purchase-403');
    await childRadio(page, 'Sofía').check();
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    // The login dialog on the same page, which keeps the program, schedule and child (issue 52).
    await expect(page).toHaveURL(/\/enrollment\?edad=8_to_11&programa=[\w-]+&horario=[\w-]+&hijo=\d+&login$/);
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('the Mexican parent sees and pays dollars', async ({ page, request, signInAsAlias }, testInfo) => {
    await signInAsAlias({ base: 'mama.mx', path: '/vacaciones' });
    // Emiliano is 12 or older: the Python program.
    await page.goto('/vacaciones?edad=12_plus');
    const price = page.getByTestId('price');
    await expect(price).toContainText('$182 USD');
    await expect(price.locator('s')).toHaveText('$229 USD');
    await expect(price).toContainText('20% dscto.');
    await expect(price).toContainText('Pago único');
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page.getByTestId('purchase-summary')).toContainText('$182 USD');
    await openPayment(page, testInfo, { child: 'Emiliano' });
    await payWith(page, testInfo, { number: CARDS.visa });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: APPROVED })).toBeVisible();
    await expect(result.locator('dt:has-text("Moneda") + dd')).toHaveText('USD');
    const charges = await ledger(request, await resultPurchaseNumber(page));
    expect(charges.purchases[0]).toMatchObject({ currency: 'USD', paidAmount: 182 });
  });

  test('card numbers never reach our server', async ({ page, signInAsAlias }, testInfo) => {
    const digits = CARDS.visa.replace(/\s/g, '');
    const leaked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/__card-provider')) return; // the provider's own side
      const body = req.postData() ?? '';
      if (body.replace(/\s|%20|\+/g, '').includes(digits) || url.search.includes(digits))
        leaked.push(`${req.method()} ${url.pathname}`);
    });
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
    expect(leaked).toEqual([]);
  });
});

test.describe('after approval', () => {
  test('an enrollment failure keeps the approved payment and can be retried', async ({
    page,
    context,
    baseURL,
    request,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await useScenario(context, baseURL, 'enrollment-error');
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
    await expect(page.getByTestId('follow-up-pending')).toBeVisible();
    const purchase = await resultPurchaseNumber(page);
    expect((await ledger(request, purchase)).enrollments).toHaveLength(0);
    await context.clearCookies({ name: 'mock_scenario' });
    await page.getByRole('button', { name: 'Reintentar registro' }).click();
    await expect(page.getByTestId('follow-up-pending')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
    const charges = await ledger(request, purchase);
    expect(charges.enrollments).toHaveLength(1);
    expect(charges.authorizations).toHaveLength(1);
  });
});

test.describe('purchase page', () => {
  test('shows two programs, highlights the chosen one and preselects the first schedule', async ({
    page,
  }) => {
    await page.goto('/vacaciones?edad=8_to_11');
    const heading = page.getByRole('heading', { level: 1 });
    // Shown as the spec writes it, read as "hijo o hija" (issue 20, point 14).
    await expect(heading).toHaveAccessibleName('Elige el programa ideal según la edad de tu hijo o hija');
    await expect(heading.locator('[aria-hidden="true"]')).toHaveText('hij@');
    const choices = page.getByTestId('program-choice');
    await expect(choices).toHaveCount(2);
    await expect(choices.first()).toHaveAttribute('aria-current', 'true');
    await choices.nth(1).click();
    await expect(page.getByTestId('program-choice').nth(1)).toHaveAttribute('aria-current', 'true');
    const details = page.getByTestId('program-details');
    await expect(details.getByRole('heading', { level: 4 })).toHaveCount(2);
    await expect(details.getByText('Enero 2027')).toBeVisible(); // content's start text (decision 013)
    await expect(page.locator('input[name="groupId"]').first()).toBeChecked();
    await expect(
      page.getByText(/Lunes, Martes, Miércoles y Jueves de \d+:\d{2} (AM|PM) a \d+:\d{2} (AM|PM)/).first(),
    ).toBeVisible();
    await expect(details.getByRole('link', { name: 'Descarga el plan de estudios' })).toHaveAttribute(
      'href',
      /\/media\/silabos\/vac-8_to_11-2\.pdf$/,
    );
  });

  test('requirements collapse and expand', async ({ page }) => {
    await page.goto('/vacaciones?edad=12_plus');
    const toggle = page.getByText('Mostrar detalles');
    await toggle.click();
    await expect(page.getByText('Ocultar detalles')).toBeVisible();
    await expect(page.getByText(/Python 3/).first()).toBeVisible();
    await page.getByText('Ocultar detalles').click();
    await expect(page.getByText('Mostrar detalles')).toBeVisible();
  });

  test("'Ir a Pagar' without a schedule cannot be pressed (tests/e2e/vacation.spec.ts covers the server side)", async ({
    page,
  }) => {
    await page.goto('/vacaciones?edad=12_plus&programa=1');
    await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ir a Pagar' })).toBeDisabled();
    await expect(page).toHaveURL(/\/vacaciones/);
  });

  test('no-groups and no-courses scenarios', { tag: '@no-js' }, async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'no-groups');
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
    await useScenario(context, baseURL, 'no-courses');
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByText('Sin cursos')).toBeVisible();
  });

  test('a visitor abroad sees dollars', { tag: '@no-js' }, async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'visitor-abroad');
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByTestId('price')).toContainText('$129 USD');
  });
});

test.describe('the price is decided on the server', () => {
  test('chosen by a visitor placed in Mexico, paid in soles by a parent in Peru once signed in', async ({
    page,
    context,
    baseURL,
    request,
    signIn,
  }, testInfo) => {
    await useScenario(context, baseURL, 'visitor-abroad');
    await choosePlan(page);
    await expect(page.getByTestId('purchase-summary')).toContainText('$129 USD');

    await signIn(aliasEmail(testInfo), '/enrollment');
    // Before paying, the summary already shows the signed-in parent's currency and price.
    await expect(page.getByTestId('purchase-summary')).toContainText('S/ 450');
    await expect(page.getByTestId('purchase-summary')).not.toContainText('USD');
    await openPayment(page, testInfo);
    await expect(page.getByTestId('payment-step')).toContainText('S/ 450');
    const purchase = await stepPurchaseNumber(page);
    expect((await ledger(request, purchase)).purchases).toMatchObject([{ currency: 'PEN' }]);
  });
});
