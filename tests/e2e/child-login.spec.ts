/**
 * A child's login behind the parent's own password (issue 55 point 6): a wrong password is said
 * beside its field and shows nothing; a new password for the child is saved and shown. An alias
 * parent of its own, so the fixture children keep their passwords.
 */
import { expect, signInByCookie, test } from './fixtures';
import { aliasEmail, PASSWORD } from './support';

// Plain forms on a page that does not hydrate (decision 060): the same with JavaScript, so run once.
test(
  'a wrong password keeps the login hidden; a new one for the child is saved and shown',
  { tag: '@no-js' },
  async ({ page }, testInfo) => {
    await signInByCookie(page, aliasEmail(testInfo), '/dashboard');
    const section = page.locator('#credenciales');
    const reveal = section.locator('form[id^="ver-acceso"]');

    await test.step('a wrong password, said beside the field', async () => {
      await reveal.getByLabel('Tu contraseña').fill('no-es-la-clave');
      await reveal.getByRole('button', { name: 'Ver credenciales de acceso' }).click();
      await expect(reveal.getByText('La contraseña no es correcta')).toBeVisible();
      await expect(reveal.getByLabel('Tu contraseña')).toHaveAttribute('aria-invalid', 'true');
      await expect(section.getByTestId('credentials')).toHaveCount(0);
    });

    await test.step('a new password for Sofía, behind the parent’s own', async () => {
      await section.getByText('Crear una nueva contraseña para Sofía').click();
      const change = section.locator('form[id^="nueva-contrasena"]');
      await change.getByLabel('Nueva contraseña de Sofía').fill('corta');
      await change.getByLabel('Tu contraseña').fill(PASSWORD);
      await change.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
      // Refused beside the field, the section still open where the message is.
      await expect(change.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
      await change.getByLabel('Nueva contraseña de Sofía').fill('SofiNueva2027');
      await change.getByLabel('Tu contraseña').fill(PASSWORD);
      await change.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
      await expect(page.getByText('La nueva contraseña de Sofía quedó guardada.')).toBeVisible();
      await expect(section.getByTestId('credentials')).toContainText('SofiNueva2027');
      expect(page.url()).not.toContain('SofiNueva2027');
    });
  },
);
