/**
 * Signing in or up comes back to the step that asked for it, the choice intact; a plain sign-in
 * lands each kind of user on their own area, with their own menu (issue 53 point 2). The login
 * dialog behaves differently without JavaScript, so the trial class's sign-in and way back run in
 * both projects (the sign-up's forms both ways are sign-up.spec.ts's); the landings and the other
 * returns are the same server redirects (tests/router/login-action.test.ts,
 * sign-up-return.test.ts), run once with JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TRIAL_CLASS_TEXT } from '../../kernel/texts/trial-class';
import { SOFIA_NEXT } from './checkout-support';
import { childRadio, nameTheBuyer } from './payment-support';
import { aliasEmail, PASSWORD, waitForEnhancements } from './support';
import { fillGuardian, fillOnlyChild } from './sign-up-support';

const uniqueEmail = (tag: string) =>
  `vuelve.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signInHere(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The dialog's 'Crear cuenta', then both steps of the sign-up with one child. */
async function signUpFromDialog(page: Page, email: string, child: string) {
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('link', { name: 'Crear cuenta' })
    .click();
  await expect(page).toHaveURL(/\/registro\?redirectTo=/);
  await waitForEnhancements(page);
  await fillGuardian(page, email);
  await expect(page).toHaveURL(/\/registro\?paso=hijos&redirectTo=/);
  await fillOnlyChild(page, child);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

test.describe('a plain sign-in lands on the user’s own area', () => {
  test('a parent: the parents’ zone', { tag: '@js' }, async ({ page }) => {
    await page.goto('/?login');
    await signInHere(page, 'padre@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('child-entry').first()).toBeVisible();
    // Signed in as a parent: the parent's menu.
    await waitForEnhancements(page);
    await page.locator('.user-menu__toggle').click();
    await expect(page.getByRole('link', { name: 'Perfiles' })).toBeVisible();
  });

  test('a student: their dashboard', { tag: '@js' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signInHere(page, 'alumno@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Mateo!');
  });

  test('an organization: its dashboard', { tag: '@js' }, async ({ page }) => {
    await page.goto('/?login');
    await signInHere(page, 'org@example.com');
    await expect(page).toHaveURL(/\/dashboardb2b\/organization\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colegio San Martín de Porres');
    // The organization's menu leads back to it.
    await waitForEnhancements(page);
    await page.locator('.user-menu__toggle').click();
    await expect(page.getByRole('link', { name: 'Ir al dashboard' })).toHaveAttribute(
      'href',
      '/dashboardb2b/organization/1',
    );
  });
});

test(
  'signing up from the vacation payment step comes back to it, program and schedule kept',
  { tag: '@js' },
  async ({ page }) => {
    await page.goto('/vacaciones?edad=8_to_11&programa=1');
    // Not the defaults: the second program and its second schedule.
    const program = (await page.getByTestId('program-choice').nth(1).locator('strong').textContent()) ?? '';
    await page.getByRole('group', { name: 'Elige un horario' }).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    const summary = page.getByTestId('purchase-summary');
    await expect(summary).toContainText(program);
    const schedule = ((await summary.locator('p').nth(1).textContent()) ?? '').trim();
    expect(schedule).not.toBe('');

    // Signed out, paying asks to sign in; the visitor has no account yet.
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    await expect(page).toHaveURL(/\/enrollment\?.*login$/);
    await signUpFromDialog(page, uniqueEmail('vacaciones'), 'Lucía');

    // Back at the payment step, the same program and schedule, and the child just added to choose.
    await expect(page).toHaveURL(/\/enrollment\?edad=8_to_11&programa=[^&]+&horario=[^&]+$/);
    await expect(summary).toContainText(program);
    await expect(summary).toContainText(schedule);
    await childRadio(page, 'Lucía').check();
    // The pack costs S/ 990: its boleta names the buyer.
    await nameTheBuyer(page);
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    const step = page.getByTestId('payment-step');
    await expect(step).toBeVisible();
    await expect(step).toContainText('Para Lucía');
    await expect(summary).toContainText(program);
    await expect(summary).toContainText(schedule);
  },
);

test("signing up from 'Pagar en línea' comes back to the same product", { tag: '@js' }, async ({ page }) => {
  const pagar = `/pagar?curso=${SOFIA_NEXT.course}`;
  await page.goto(pagar);
  await expect(page).toHaveURL(/\/pagar\?curso=.+&login$/);
  await signUpFromDialog(page, uniqueEmail('pagar'), 'Bruno');
  await expect(page).toHaveURL(new RegExp(`/pagar\\?curso=${SOFIA_NEXT.course}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible();
  await expect(page.locator('main')).toContainText(SOFIA_NEXT.title);
  await expect(page.getByTestId('child-choice').getByRole('radio', { name: /^Bruno\b/ })).toBeVisible();
});

test("signing in from a course page's 'Pagar en línea' lands on the purchase (issue 76)", async ({
  page,
}, testInfo) => {
  await page.goto(`/cursos/${SOFIA_NEXT.course}`);
  await page
    .getByTestId('product-actions')
    .getByRole('link', { name: /^Pagar en línea/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pagar\\?curso=${SOFIA_NEXT.course}&login$`));
  await signInHere(page, aliasEmail(testInfo));
  await expect(page).toHaveURL(new RegExp(`/pagar\\?curso=${SOFIA_NEXT.course}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible();
  await expect(page.locator('main')).toContainText(SOFIA_NEXT.title);
});

test('signing in from an invitation comes back to it', { tag: '@js' }, async ({ page }, testInfo) => {
  await page.goto('/invitacion/CARLOS-ROBLOX');
  await page.getByTestId('invitation-sign-in').click();
  await signInHere(page, aliasEmail(testInfo));
  await expect(page).toHaveURL(/\/invitacion\/CARLOS-ROBLOX$/);
  await expect(page.getByTestId('invitation-sign-in')).toHaveCount(0);
  await expect(page.getByTestId('invitation-benefit')).toBeVisible();
});

test('signing in or up from the trial class comes back to it', async ({ page }) => {
  await page.goto('/clase-de-prueba');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('link', { name: 'Crear cuenta' }),
  ).toHaveAttribute('href', '/registro?redirectTo=%2Fclase-de-prueba');
  await signInHere(page, 'padre@example.com');
  await expect(page).toHaveURL(/\/clase-de-prueba$/);
  await expect(page.getByRole('heading', { level: 1, name: TRIAL_CLASS_TEXT.formTitle })).toBeVisible();
});
