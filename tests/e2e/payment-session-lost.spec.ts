/**
 * The session ends while a payment step is open (issue 52, spec §4 and §8): signed out in
 * another tab, or its cookie gone. PAGAR then charges nothing, closes the step and opens the
 * login dialog on the same page, and signing in comes back to the same payment step with the
 * same program, schedule and child, or the same invoice. With JavaScript, where PAGAR is the
 * provider's embedded form and the answer comes back to a script. Without it PAGAR is our plain
 * form, posted to the same actions: their answers (the login dialog's address, nothing charged,
 * the step again once signed in) are tests/router/payment-session-lost.test.ts's, and the login
 * dialog's way back without JavaScript is sign-in-return.spec.ts's.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { APPROVED_TITLE } from '../../kernel/texts/payments';
import { expect, test } from './fixtures';
import {
  chooseDollarCard,
  chooseMethod,
  EMILIANO_PATH,
  invoiceIdOf,
  openPagar,
  startInvoice,
  startSofiaNextInvoice,
  USD_PARENT,
  whenReady,
} from './checkout-support';
import {
  CARDS,
  childRadio,
  fillCard,
  ledger,
  myPayments,
  openPayment,
  payWith,
  resultPurchaseNumber,
  stepPurchaseNumber,
} from './payment-support';
import { PASSWORD, waitForEnhancements } from './support';

/** PAGAR with the terms ticked, after the embedded form tokenised a card. */
async function pressPay(page: Page) {
  const step = page.getByTestId('payment-step');
  await step.getByLabel('Acepto los términos y condiciones').first().check();
  await fillCard(step, { number: CARDS.visa });
  await step.getByRole('button', { name: 'PAGAR', exact: true }).click();
}

/** Another tab of the same browser signs out through the user menu (the parent's first name). */
async function signOutInAnotherTab(context: BrowserContext, firstName: string) {
  const other = await context.newPage();
  await other.goto('/cursos');
  await other.getByText(firstName, { exact: true }).click();
  await other.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(other.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await other.close();
}

/** The login dialog the answer opened, over the page PAGAR was pressed on; signs in there. */
async function signInAgain(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('payment-step')).toHaveCount(0);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);
  await waitForEnhancements(page);
}

test(
  'signed out in another tab, PAGAR opens the login dialog here and signing in returns to the same payment',
  { tag: '@js' },
  async ({ page, context, request, signInAsAlias }, testInfo) => {
    const email = await signInAsAlias({ path: '/vacaciones?edad=8_to_11&programa=1' });
    // Not the defaults: the second program and its second schedule.
    const program = (await page.getByTestId('program-choice').nth(1).locator('strong').textContent()) ?? '';
    await page.getByRole('group', { name: 'Elige un horario' }).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await waitForEnhancements(page);
    const summary = page.getByTestId('purchase-summary');
    await expect(summary).toContainText(program);
    const schedule = ((await summary.locator('p').nth(1).textContent()) ?? '').trim();
    expect(schedule).not.toBe('');
    // The pack costs S/ 990: its boleta names the buyer.
    const step = await openPayment(page, testInfo, { child: 'Sofía', named: true });
    await expect(step).toContainText('Para Sofía');
    const purchase = await stepPurchaseNumber(page);

    await signOutInAnotherTab(context, 'Carlos');

    await pressPay(page);
    // The same page, the step closed, the login dialog open; nothing was charged.
    await expect(page).toHaveURL(/\/enrollment\?(.+&)?login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inscripción y pago' })).toBeVisible();
    expect((await ledger(request, purchase)).authorizations).toEqual([]);

    await signInAgain(page, email);
    // Back at the payment step: the same program, schedule, child and purchase, still unpaid.
    await expect(page).toHaveURL(/\/enrollment\?/);
    const again = page.getByTestId('payment-step');
    await expect(again).toBeVisible();
    await expect(again).toContainText('Para Sofía');
    expect(await stepPurchaseNumber(page)).toBe(purchase);
    await expect(summary).toContainText(program);
    await expect(summary).toContainText(schedule);
    await expect(childRadio(page, 'Sofía')).toBeChecked();
    expect((await myPayments(page, email)).authorizations).toEqual([]);

    // And it pays, once, with a MASTERCARD.
    await expect(again.getByLabel('Número de tarjeta')).toBeVisible();
    await payWith(page, testInfo, { number: CARDS.mastercard });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await expect(result).toContainText('MASTERCARD');
    await expect(result.locator('dt:has-text("Estudiante") + dd')).toHaveText('Sofía');
    expect(await resultPurchaseNumber(page)).toBe(purchase);
    expect((await ledger(request, purchase)).authorizations).toHaveLength(1);
  },
);

test(
  'with its cookie gone, PAGAR on an invoice opens the login dialog and signing in reopens its card step',
  { tag: '@js' },
  async ({ page, context, request, signInAsAlias }, testInfo) => {
    const email = await signInAsAlias({ path: '/dashboard' });
    const number = await startSofiaNextInvoice(page);
    const invoiceId = invoiceIdOf(page);
    await chooseMethod(page, /^Tarjeta de crédito o débito$/);
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await whenReady(page);
    await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();

    await context.clearCookies({ name: '__kodea_session' });
    await pressPay(page);
    await expect(page).toHaveURL(new RegExp(`/dashboard/compras/${invoiceId}\\?(.+&)?login$`));
    expect((await ledger(request, number)).authorizations).toEqual([]);

    await signInAgain(page, email);
    await expect(page).toHaveURL(new RegExp(`/dashboard/compras/${invoiceId}\\?paso=tarjeta$`));
    const step = page.getByTestId('payment-step');
    await expect(step).toBeVisible();
    await expect(step).toContainText(number);
    await expect(step).toContainText('Para Sofía');
    await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
    expect((await ledger(request, number)).authorizations).toEqual([]);

    await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(
      page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
    ).toBeVisible();
    expect((await ledger(request, number)).authorizations).toHaveLength(1);
  },
);

test(
  'signed out in another tab, PAGAR on the dollar step opens the login dialog and signing in reopens it',
  { tag: '@js' },
  async ({ page, context, signInAsAlias }) => {
    const email = await signInAsAlias({ base: USD_PARENT, path: '/dashboard' });
    await openPagar(page, `ruta=${EMILIANO_PATH}`);
    await startInvoice(page, 'Emiliano');
    const invoiceId = invoiceIdOf(page);
    await chooseDollarCard(page);
    const step = page.getByTestId('intent-step');
    await expect(step).toBeVisible();
    await whenReady(page);
    const amount = ((await step.locator('strong').first().textContent()) ?? '').trim();

    await signOutInAnotherTab(context, 'Mariana');

    await step.getByLabel('Acepto los términos y condiciones').check();
    await step.getByLabel('Nombre del titular').fill('María López');
    await step.getByLabel('Número de tarjeta').fill(CARDS.visa);
    await step.getByLabel('Vencimiento (MM/AA)').fill('12/29');
    await step.getByLabel('CVC').fill('123');
    // The provider's card form says PAY (spec §2).
    await step.getByRole('button', { name: 'PAY' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/compras/${invoiceId}\\?paso=dolares&login$`));
    await expect(page.getByTestId('intent-step')).toHaveCount(0);

    await signInAgain(page, email);
    await expect(page).toHaveURL(new RegExp(`/dashboard/compras/${invoiceId}\\?paso=dolares$`));
    await expect(page.getByTestId('intent-step')).toContainText(amount);
    await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
  },
);
