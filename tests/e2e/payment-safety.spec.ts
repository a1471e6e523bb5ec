/**
 * Who may pay and what the purchase page offers, without JavaScript: /vacaciones is a light page
 * (its program choices are links, its details a <details>) and what the server alone decides (a
 * refusal, a currency) is the same with JavaScript. Charging once (double submit, refresh, back, replay), card numbers kept from our
 * server and the enrollment retry are walked in payment.spec.ts.
 */
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
import { aliasEmail, useScenario } from './support';

const APPROVED = '¡Pago aprobado y completado con éxito!';

test.describe('who may pay', () => {
  test(
    'a 403 on purchase creation sends the user to sign in',
    { tag: '@no-js' },
    async ({ page, context, baseURL, signInAsAlias }) => {
      await signInAsAlias({ path: '/vacaciones' });
      await choosePlan(page);
      await useScenario(context, baseURL, 'purchase-403');
      await childRadio(page, 'Sofía').check();
      await page.getByRole('button', { name: 'Finalizar Pago' }).click();
      // The login dialog on the same page, which keeps the program, schedule and child (issue 52).
      await expect(page).toHaveURL(
        /\/enrollment\?edad=8_to_11&programa=[\w-]+&horario=[\w-]+&hijo=\d+&login$/,
      );
      await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    },
  );

  test(
    'the Mexican parent sees and pays dollars',
    { tag: '@no-js' },
    async ({ page, request, signInAsAlias }, testInfo) => {
      // Emiliano is 12 or older: the Python program.
      await signInAsAlias({ base: 'mama.mx', path: '/vacaciones?edad=12_plus' });
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
    },
  );
});

test.describe('purchase page', () => {
  test(
    'shows two programs, highlights the chosen one and preselects the first schedule',
    { tag: '@no-js' },
    async ({ page }) => {
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
      // Content's start text (decision 013), naming each month a schedule starts in (issue 76).
      await expect(details.getByText('Enero o febrero de 2027, según el horario')).toBeVisible();
      await expect(page.locator('input[name="groupId"]').first()).toBeChecked();
      await expect(
        page.getByText(/Lunes, Martes, Miércoles y Jueves de \d+:\d{2} (AM|PM) a \d+:\d{2} (AM|PM)/).first(),
      ).toBeVisible();
      await expect(details.getByRole('link', { name: 'Descarga el plan de estudios' })).toHaveAttribute(
        'href',
        /\/media\/silabos\/vac-8_to_11-2\.pdf$/,
      );
    },
  );

  test(
    "'Ir a Pagar' without a schedule answers the spec's text; requirements collapse and expand",
    { tag: '@no-js' },
    async ({ page }) => {
      // tests/e2e/vacation.spec.ts covers the server side of a purchase without a schedule.
      await page.goto('/vacaciones?edad=12_plus&programa=1');
      await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
      await page.getByRole('button', { name: 'Ir a Pagar' }).click();
      await expect(page.getByRole('alert')).toHaveText('***Debe seleccionar un horario');
      await expect(page).toHaveURL(/\/vacaciones/);
      await page.getByText('Mostrar detalles').click();
      await expect(page.getByText('Ocultar detalles')).toBeVisible();
      await expect(page.getByText(/Python 3/).first()).toBeVisible();
      await page.getByText('Ocultar detalles').click();
      await expect(page.getByText('Mostrar detalles')).toBeVisible();
    },
  );

  test(
    'no-groups and no-courses scenarios; a visitor abroad sees dollars',
    { tag: '@no-js' },
    async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL, 'no-groups');
      await page.goto('/vacaciones?edad=8_to_11');
      await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
      await useScenario(context, baseURL, 'no-courses');
      await page.goto('/vacaciones?edad=8_to_11');
      await expect(page.getByText('Sin cursos')).toBeVisible();
      await useScenario(context, baseURL, 'visitor-abroad');
      await page.goto('/vacaciones?edad=8_to_11');
      await expect(page.getByTestId('price')).toContainText('$129 USD');
    },
  );
});

test.describe('the price is decided on the server', () => {
  test(
    'chosen by a visitor placed in Mexico, paid in soles by a parent in Peru once signed in',
    { tag: '@no-js' },
    async ({ page, context, baseURL, request, signIn }, testInfo) => {
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
    },
  );
});
