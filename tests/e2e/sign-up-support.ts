/** The sign-up's first step as a parent fills it, shared by the specs that sign a family up. */
import type { Page } from '@playwright/test';
import { PASSWORD } from './support';

/** Step 1 ('Tus datos') filled in, then 'Continuar'; `source` answers '¿Cómo te enteraste de Kodea?'. */
export async function fillGuardian(page: Page, email: string, source = 'school') {
  await page.getByLabel('Nombres').fill('Rosa');
  await page.getByLabel('Apellidos').fill('Huamán Torres');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Celular').fill('987 654 321');
  await page.getByLabel('Ciudad').fill('Arequipa');
  await page.getByLabel('Relación con el estudiante').selectOption('mother');
  await page.getByLabel('Tipo de documento').selectOption('DNI');
  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByLabel('¿Cómo te enteraste de Kodea?').selectOption(source);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The parent's consent for the children's data (issue 55): needed to create the account or add a child. */
export async function consentToChildData(page: Page) {
  await page.getByRole('checkbox', { name: /doy mi consentimiento expreso/ }).check();
}

/** Step 2 with one child, the consent given: ready for 'Crear cuenta'. */
export async function fillOnlyChild(page: Page, name: string) {
  await page.locator('#hijo-0-firstName').fill(name);
  await page.locator('#hijo-0-age').selectOption('8_to_11');
  await page.locator('#hijo-0-experience').selectOption('basic');
  await page.locator('#hijo-0-operatingSystem').selectOption('windows');
  await consentToChildData(page);
}
