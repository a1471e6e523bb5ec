/**
 * A parent adds a child after sign-up (issue 20 point 7, decision 032), from Perfiles, with
 * JavaScript on and off: errors come back with the values and a focused summary, the child then
 * shows in Perfiles and the parents' zone, and a double submit adds one child.
 */
import { CHILD_DATA_CONSENT } from '@kernel/texts/privacy';
import { expect, test } from './fixtures';
import { consentToChildData } from './sign-up-support';

test.describe('adding a child later', () => {
  test('from Perfiles: errors with the values kept, then the child in Perfiles and the parents zone', async ({
    page,
    signInAsAlias,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAlias({ path: '/login-perfiles' });
    const before = await page.getByTestId('profile-child').count();
    await page.getByRole('link', { name: 'Agregar hijo o hija' }).click();
    await expect(page).toHaveURL(/\/login-perfiles\/nuevo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar hijo o hija' })).toBeVisible();

    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Experiencia previa en programación').selectOption('basic');
    await page.getByRole('button', { name: 'Agregar a mi familia' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Elige su rango de edad',
      'Elige el sistema operativo de su computadora',
      // The parent's consent for the child's data is asked for beside the box (issue 55).
      CHILD_DATA_CONSENT.required,
    ]);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#nuevo-age');
    await expect(page.getByLabel('Nombre')).toHaveValue('Lucía');
    await expect(page.getByLabel('Experiencia previa en programación')).toHaveValue('basic');

    await page.getByLabel('Rango de edad').selectOption('12_to_15');
    await page.getByLabel('Sistema operativo de su computadora').selectOption('linux');
    await consentToChildData(page);
    await page.getByRole('button', { name: 'Agregar a mi familia' }).click();
    await expect(page).toHaveURL(/\/login-perfiles$/);
    await expect(page.getByTestId('toast')).toContainText('Agregamos a Lucía a tu familia');
    await expect(page.getByTestId('profile-child')).toHaveCount(before + 1);
    await expect(page.getByTestId('profile-child').filter({ hasText: 'Lucía' })).toHaveCount(1);

    await page.goto('/dashboard');
    await expect(page.getByTestId('child-entry').filter({ hasText: 'Lucía' })).toHaveCount(1);
  });

  test('a double submit adds one child', async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/login-perfiles/nuevo' });
    await page.getByLabel('Nombre').fill('Tomás');
    await page.getByLabel('Rango de edad').selectOption('8_to_11');
    await page.getByLabel('Experiencia previa en programación').selectOption('basic');
    await page.getByLabel('Sistema operativo de su computadora').selectOption('windows');
    await consentToChildData(page);
    await page.getByRole('button', { name: 'Agregar a mi familia' }).dblclick();
    await expect(page).toHaveURL(/\/login-perfiles$/);
    await page.reload();
    await expect(page.getByTestId('profile-child').filter({ hasText: 'Tomás' })).toHaveCount(1);
  });
});
