/**
 * 'Mis datos': asking to correct the family's data (issue 55 point 6), a plain form on a page that
 * does not hydrate (the same with JavaScript, so run once): a missing detail is said beside its
 * field, the request is then sent once and listed as received.
 */
import { expect, test } from '@playwright/test';
import { signInByCookie } from './fixtures';
import { aliasEmail } from './support';

test(
  'a rectification request: refused without its detail, then sent and listed',
  { tag: '@no-js' },
  async ({ page }, testInfo) => {
    await signInByCookie(page, aliasEmail(testInfo), '/dashboard/mis-datos');
    const section = page.locator('#solicitudes');
    await expect(section.getByText('Aún no has enviado solicitudes.')).toBeVisible();
    await section.getByRole('radio', { name: 'Corregir un dato' }).check();
    await section.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      section.getByText('Cuéntanos qué dato hay que corregir y cuál es el correcto'),
    ).toBeVisible();
    await expect(section.getByRole('radio', { name: 'Corregir un dato' })).toBeChecked();

    await section.getByLabel('Detalle de tu solicitud').fill('El nombre de Sofía lleva tilde.');
    await section.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      page.getByText('Recibimos tu solicitud. Te responderemos en un plazo máximo de 10 días hábiles.'),
    ).toBeVisible();
    await expect(section.getByTestId('data-requests')).toContainText('Corregir un dato · Recibida');
    await expect(section.getByTestId('data-requests')).toContainText('El nombre de Sofía lleva tilde.');
  },
);
