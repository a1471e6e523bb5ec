/**
 * Password recovery (decision 081): from the login dialog to a new password through the mock
 * API's outbox, every other session signed out, a link good only once. Its forms are plain posts
 * that behave alike without JavaScript, so each test runs in one project; the server's answers
 * are tests/router/password-reset.test.ts's.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolationsAtEachWidth } from './axe';
import { expect, test } from './fixtures';
import { aliasEmail, newBrowserContext, PASSWORD, RESET_PASSWORD, SUPPORT_HEADERS } from './support';

const NEW_PASSWORD = RESET_PASSWORD;
const SENT =
  'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';

/** The reset e-mails sent to `to`, newest first, as /__mocks/correos shows them. */
async function resetEmailsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const page = await (await request.get('/__mocks/correos', { headers: SUPPORT_HEADERS })).text();
  return page
    .split('<article>')
    .filter((article) => article.includes(`<dd>${to}</dd>`) && article.includes('Crea una nueva contraseña'));
}

function resetPath(email: string): string {
  const link = /\/restablecer-contrasena\/[\w-]+/.exec(email);
  if (!link) throw new Error('no reset link in the e-mail');
  return link[0];
}

// The login dialog's ways with and without JavaScript are mobile-and-keyboard.spec.ts's.
test(
  'a parent who forgot the password gets back in; other devices are signed out',
  { tag: '@js' },
  async ({ page, signIn, browser, baseURL }, testInfo) => {
    const email = aliasEmail(testInfo);
    // The "other device": signed in before the reset.
    await signIn(email, '/dashboard');
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);

    const context = await newBrowserContext(browser, testInfo, baseURL);
    const forgetful = await context.newPage();
    // A phone's width: the confirmation must not hide behind the dialog (issue 76 point 7).
    await forgetful.setViewportSize({ width: 360, height: 740 });
    await forgetful.goto('/cursos?login');
    await forgetful
      .getByRole('dialog', { name: 'Iniciar sesión' })
      .getByRole('link', { name: '¿Olvidaste tu contraseña?' })
      .click();
    await expect(forgetful).toHaveURL(/\/recuperar-contrasena\?redirectTo=%2Fcursos$/);
    await forgetful.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await forgetful.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(forgetful.getByTestId('reset-sent')).toContainText(SENT);

    const [sent] = await resetEmailsTo(forgetful.request, email);
    expect(sent).toContain('El enlace vale 30 minutos y se puede usar una sola vez.');
    const link = resetPath(sent);

    await forgetful.goto(link);
    await expect(forgetful.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
    await forgetful.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await forgetful.getByLabel('Repite tu nueva contraseña', { exact: true }).fill('corta');
    await forgetful.getByRole('button', { name: 'Guardar mi nueva contraseña' }).click();
    await expect(forgetful.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect(forgetful.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('');

    await forgetful.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await forgetful.getByLabel('Repite tu nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await forgetful.getByRole('button', { name: 'Guardar mi nueva contraseña' }).click();
    // Back on the page recovery was asked from, the confirmation inside the dialog, in view.
    await expect(forgetful).toHaveURL(/\/cursos\?login$/);
    const dialog = forgetful.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog.getByTestId('login-notice')).toContainText('Listo: tu contraseña se cambió');
    await expect(dialog.getByTestId('login-notice')).toBeInViewport();
    const outbox = await (
      await forgetful.request.get('/__mocks/correos', { headers: SUPPORT_HEADERS })
    ).text();
    const changed = outbox
      .split('<article>')
      .filter((article) => article.includes(`<dd>${email}</dd>`) && article.includes('Tu contraseña cambió'));
    expect(changed).toHaveLength(1);

    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(forgetful.getByTestId('login-error')).toContainText(
      'Correo electrónico o contraseña incorrectos',
    );
    await dialog.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(forgetful.getByRole('dialog')).toHaveCount(0);

    // The other device reads signed out: the parents' zone asks it to sign in.
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();

    // The same link a second time: the friendly page that offers a new one.
    await forgetful.goto(link);
    await expect(forgetful.getByRole('heading', { name: 'Este enlace ya no es válido' })).toBeVisible();
    await forgetful.getByRole('link', { name: 'Pedir un nuevo enlace' }).click();
    await expect(forgetful).toHaveURL(/\/recuperar-contrasena$/);
    await context.close();
  },
);

// The server's answer and its outbox: the same with JavaScript.
test(
  'an address without an account reads the same answer and gets no e-mail',
  { tag: '@no-js' },
  async ({ page }, testInfo) => {
    const email = aliasEmail(testInfo, 'nadie');
    await page.goto('/recuperar-contrasena');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(SENT);
    expect(await resetEmailsTo(page.request, email)).toHaveLength(0);
  },
);

test(
  'both pages pass axe, with their errors shown, at desktop width and at 390 px',
  { tag: '@js' },
  async ({ page }) => {
    await page.goto('/recuperar-contrasena');
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(page.getByText('Ingresa tu correo electrónico')).toBeVisible();
    await expectNoSeriousViolationsAtEachWidth(page);
    await page.goto('/restablecer-contrasena/enlace-que-no-existe');
    await expect(page.getByRole('heading', { name: 'Este enlace ya no es válido' })).toBeVisible();
    await expectNoSeriousViolationsAtEachWidth(page);
  },
);
