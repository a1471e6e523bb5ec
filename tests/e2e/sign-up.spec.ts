/** Sign-up of a family (docs/decisions/019), with JavaScript on and off: the same server-rendered forms. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';
import { jsEnabled, waitForEnhancements } from './support';
import { consentToChildData, fillGuardian } from './sign-up-support';

const uniqueEmail = (tag: string) =>
  `familia.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillChild(page: Page, index: number, name: string, age: string, system: string) {
  await page.locator(`#hijo-${index}-firstName`).fill(name);
  await page.locator(`#hijo-${index}-age`).selectOption(age);
  await page.locator(`#hijo-${index}-experience`).selectOption('basic');
  await page.locator(`#hijo-${index}-operatingSystem`).selectOption(system);
}

test.describe('sign-up', () => {
  test('a family signs up with two children and lands in the parents zone seeing both; Enter after the first child and half a child do not finish it', async ({
    page,
  }) => {
    await page.goto('/?login');
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByLabel('País del teléfono')).toHaveValue('PE');
    await fillGuardian(page, uniqueEmail('dos'));
    await expect(page).toHaveURL(/\/registro\?paso=hijos$/);
    await expect(page.getByRole('heading', { name: 'Paso 2 de 2: tus hijos' })).toBeVisible();
    // The password never travels back into the page.
    expect(await page.content()).not.toContain('Kodea2026!');

    await fillChild(page, 0, 'Mateo', '8_to_11', 'windows');
    // Enter after the first child, before adding the second, does not finish the sign-up.
    await page.locator('#hijo-0-firstName').press('Enter');
    await expect(page).toHaveURL(/\/registro\?paso=hijos$/);
    await expect(page.getByTestId('sign-up-notice')).toContainText("Pulsa 'Crear cuenta' para terminar");
    await expect(page.locator('#hijo-0-firstName')).toHaveValue('Mateo');
    await page.getByRole('button', { name: 'Agregar otro hijo' }).click();
    await expect(page.locator('#hijo-0-firstName')).toHaveValue('Mateo');
    // The row just added takes the cursor (issue 53): typing goes straight into its name.
    await expect(page.locator('#hijo-1-firstName')).toBeFocused();
    await fillChild(page, 1, 'Valentina', '5_to_7', 'macos');
    // Half a child: 'Crear cuenta' refuses with the summary, nothing registered.
    await page.locator('#hijo-1-operatingSystem').selectOption('');
    await consentToChildData(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Hijo o hija 2: Elige el sistema operativo de su computadora',
    ]);
    await expect(summary.getByRole('link')).toHaveAttribute('href', '#hijo-1-operatingSystem');
    await page.locator('#hijo-1-operatingSystem').selectOption('macos');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('child-entry')).toHaveText([/Mateo/, /Valentina/]);
    await expect(page.getByTestId('tech-requirements')).toContainText('Windows 10 o superior');
  });

  // Issue 20 changed what Enter means here: it checks the rows ('Revisar datos'), it no longer
  // registers; an incomplete row still gets its errors and nothing typed is lost or removed.
  // The browser's implicit submission and the server's answer, alike without JavaScript.
  test("Enter in a child's field checks the rows, never 'Quitar'", { tag: '@js' }, async ({ page }) => {
    await page.goto('/registro');
    await fillGuardian(page, uniqueEmail('enter'));
    await page.getByRole('button', { name: 'Agregar otro hijo' }).click();
    await page.locator('#hijo-1-firstName').fill('Valentina');
    await page.locator('#hijo-1-firstName').press('Enter');
    await expect(page.locator('#hijo-0-firstName-error')).toHaveText('Ingresa el nombre de tu hijo o hija');
    await expect(page.locator('#hijo-1-firstName')).toHaveValue('Valentina');
  });

  test('field errors in Spanish beside their fields, values kept, never the password', async ({
    page,
  }, testInfo) => {
    await page.goto('/registro');
    if (jsEnabled(testInfo)) await waitForEnhancements(page);
    await page.getByLabel('Nombres').fill('Rosa');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Celular').fill('12345');
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    await page.getByLabel('Número de documento').fill('1234');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('Nombres')).toHaveValue('Rosa');
    await expect(page.locator('#registro-phone-error')).toHaveText(
      'Ingresa un número de celular válido para el país elegido',
    );
    await expect(page.locator('#registro-documentNumber-error')).toHaveText('El DNI tiene 8 dígitos');
    await expect(page.locator('#registro-email-error')).toHaveText('Ingresa tu correo electrónico');
    await expect(page.locator('#registro-acceptTerms-error')).toHaveText(
      'Debes aceptar los términos y condiciones',
    );
    await expect(page.getByLabel('Celular')).toHaveAttribute('aria-describedby', 'registro-phone-error');
    // The server never sends it back; with JavaScript the page keeps what was typed (issue 53).
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(
      jsEnabled(testInfo) ? 'corta' : '',
    );
    expect(await page.content()).not.toContain('value="corta"');
  });

  test(
    'with JavaScript, the document types follow the country; the password can be shown',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/registro');
      const documentType = page.getByLabel('Tipo de documento');
      const offered = () => documentType.locator('option:not([hidden])').allTextContents();
      await expect.poll(offered).toEqual(['Elige una opción', 'DNI', 'Carné de extranjería', 'Pasaporte']);
      await page.getByLabel('País de residencia').selectOption('MX');
      await expect.poll(offered).toEqual(['Elige una opción', 'Pasaporte', 'CURP']);
      await page.getByLabel('País de residencia').selectOption('CO');
      await expect.poll(offered).toEqual(['Elige una opción', 'Pasaporte', 'Cédula de identidad']);
      await page.getByLabel('País de residencia').selectOption('US');
      await expect.poll(offered).toEqual(['Elige una opción', 'Pasaporte', 'Documento de identidad (ID)']);

      const password = page.getByLabel('Contraseña', { exact: true });
      await password.fill('Kodea2026!');
      await page.getByRole('button', { name: 'Mostrar' }).click();
      await expect(password).toHaveAttribute('type', 'text');
    },
  );

  test(
    'without JavaScript, a document of another country is refused beside its field',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/registro');
      await page.getByLabel('País de residencia').selectOption('MX');
      await page.getByLabel('Tipo de documento').selectOption('DNI');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('#registro-documentType-error')).toHaveText(
        'Ese documento no corresponde a tu país',
      );
      await expect(page.getByLabel('País de residencia')).toHaveValue('MX');
    },
  );

  test('a server-side error (a 7-digit DNI): a focused summary at the top linking to each field, the password never blamed', async ({
    page,
  }, testInfo) => {
    const js = jsEnabled(testInfo);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/registro');
    if (js) await waitForEnhancements(page);
    await page.getByLabel('Nombres').fill('Rosa');
    await page.getByLabel('Apellidos').fill('Huamán Torres');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('dni'));
    await page.getByLabel('Contraseña', { exact: true }).fill('Kodea2026!');
    await page.getByLabel('Celular').fill('987 654 321');
    await page.getByLabel('Ciudad').fill('Arequipa');
    await page.getByLabel('Relación con el estudiante').selectOption('mother');
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    await page.getByLabel('Número de documento').fill('4567891');
    await page.getByLabel('¿Cómo te enteraste de Kodea?').selectOption('school');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toHaveAttribute('role', 'alert');
    await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    // Only the field that is wrong: the password is no error (issue 53).
    const links = summary.getByRole('link');
    await expect(links).toHaveText(['El DNI tiene 8 dígitos']);
    await expect(links.nth(0)).toHaveAttribute('href', '#registro-documentNumber');
    await expect(page.locator('#registro-documentNumber-error')).toHaveText('El DNI tiene 8 dígitos');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(page.locator('#registro-password-error')).toHaveCount(0);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    // The server never sends it back. With JavaScript the page keeps it; without, a note asks for it.
    const note = page.locator('#registro-password-note');
    if (js) {
      await expect(password).toHaveValue('Kodea2026!');
      await expect(note).toHaveCount(0);
    } else {
      await expect(password).toHaveValue('');
      await expect(note).toHaveText(SIGN_UP_TEXT.passwordAgain);
      await expect(password).toHaveAttribute('aria-describedby', /registro-password-note/);
    }
    await expect(page.getByLabel('Ciudad')).toHaveValue('Arequipa');
    await expect(page.getByLabel('Número de documento')).toHaveValue('4567891');
    expect(await page.content()).not.toContain('Kodea2026!');

    // The link leads to the field, ~1,300 px below on a phone.
    await links.nth(0).click();
    await expect(page.getByLabel('Número de documento')).toBeInViewport();

    // Corrected (the password typed again without JavaScript): step 2.
    await page.getByLabel('Número de documento').fill('45678912');
    if (!js) await password.fill('Kodea2026!');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/registro\?paso=hijos$/);
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
  });

  // The server's refusal, shown alike without JavaScript (the focused summary's two ways are the
  // 7-digit DNI's test): run once, with it.
  test(
    'a taken e-mail: back to step 1, its message beside the field and in the focused summary, values kept, then the children typed are still there',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/registro');
      await fillGuardian(page, 'padre@example.com');
      await fillChild(page, 0, 'Lucía', '12_to_15', 'linux');
      await consentToChildData(page);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Revisa los datos marcados.');
      await expect(summary.getByRole('link')).toHaveText([
        'Ya existe una cuenta con este correo electrónico. Inicia sesión o usa otro correo.',
      ]);
      const email = page.getByLabel('Correo electrónico');
      await expect(email).toHaveValue('padre@example.com');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#registro-email-error')).toHaveText(
        'Ya existe una cuenta con este correo electrónico. Inicia sesión o usa otro correo.',
      );
      await expect(page.getByLabel('Ciudad')).toHaveValue('Arequipa');
      // Typed on the step before: asked for again by a note, never as an error (issue 53).
      await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
      await expect(page.locator('#registro-password-note')).toHaveText(SIGN_UP_TEXT.passwordAgain);
      await expect(page.locator('#registro-password-error')).toHaveCount(0);
      await page.getByLabel('Correo electrónico').fill(uniqueEmail('otra'));
      await page.getByLabel('Contraseña', { exact: true }).fill('Kodea2026!');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('#hijo-0-firstName')).toHaveValue('Lucía');
      // The consent is asked again after the first step: it is given for the children as they stand.
      await consentToChildData(page);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('child-entry')).toHaveText([/Lucía/]);
    },
  );
});
