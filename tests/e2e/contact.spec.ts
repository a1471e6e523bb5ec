import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  jsEnabled,
  jsonLd,
  signInThroughDialog,
  SUPPORT_HEADERS,
  useScenario,
  waitForEnhancements,
} from './support';

const SUCCESS = 'Datos enviados correctamente, en el transcurso del día soporte se pondrá en contacto';
const FAILURE = 'Ups, algo salió mal, intente de nuevo';

// Each test that sends uses its own student (an alias of alumno@): sends are throttled per user,
// and the suite sends more than one user's allowance.
test.describe('dashboard contact card', () => {
  // The redirect to the dialog is the server's; the dialog signs in and returns the same way with
  // JavaScript (auth.spec.ts, sign-in-return.spec.ts).
  test(
    'signed out, /dashboard opens the login dialog and comes back after sign-in',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard\?login$/);
      await signInThroughDialog(page, 'alumno@example.com', '/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('contact-card')).toBeVisible();
    },
  );

  test(
    'shows the card pieces: select, textarea, warning box, six icons, e-mail',
    { tag: '@js' },
    async ({ page, signIn }) => {
      await signIn('alumno@example.com', '/dashboard');
      const card = page.getByTestId('contact-card');
      await expect(card.getByLabel('Tipo de consulta').locator('option')).toHaveText([
        'Selecciona una opción',
        'Académica',
        'Soporte',
      ]);
      await expect(card.getByLabel('Mensaje')).toBeVisible();
      await expect(card.getByText('Para una atención pronta puedes contactarnos por medio de')).toBeVisible();
      await expect(card.getByTestId('social-link')).toHaveCount(6);
      await expect(card.getByRole('link', { name: 'soporte@kodea.pe' })).toBeVisible();
    },
  );

  test('validation messages appear beside their fields', async ({ page, signIn }) => {
    await signIn('alumno@example.com', '/dashboard');
    const card = page.getByTestId('contact-card');
    await card.getByRole('button', { name: 'Enviar' }).click();
    await expect(card.locator('#tipo_de_consulta-error')).toHaveText('Este es un campo obligatorio');
    await expect(card.locator('#message-error')).toHaveText('El mensaje es un campo obligatorio');
    await expect(card.getByLabel('Tipo de consulta')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid request is confirmed beside the form, on a phone’s screen, until the next edit', async ({
    page,
    signInAsAlias,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Issue 53: the confirmation was a toast 1,400 px above the form that left after 8 s.
    if (jsEnabled(testInfo)) await page.clock.install();
    await signInAsAlias({ base: 'alumno', path: '/dashboard' });
    if (jsEnabled(testInfo))
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const card = page.getByTestId('contact-card');
    await card.getByLabel('Tipo de consulta').selectOption('soporte');
    await card.getByLabel('Mensaje').fill('No puedo ver la grabación de mi clase del lunes.');
    await card.getByRole('button', { name: 'Enviar' }).click();
    const sent = card.locator('form').getByRole('status');
    await expect(sent).toHaveText(SUCCESS);
    await expect(sent).toBeInViewport();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(card.getByLabel('Mensaje')).toHaveValue('');
    if (!jsEnabled(testInfo)) {
      // Without JavaScript the redirect's fragment brings it into view, the button ready again.
      await expect(page).toHaveURL(/\/dashboard#contacto-enviado$/);
      const send = card.locator('button[type="submit"]');
      await expect(send).toBeEnabled();
      await expect(send).toHaveAccessibleName('Enviar');
      return;
    }
    // Enhanced: no page reload happened; the answer has the focus and outlives a toast's time.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(sent).toBeFocused();
    await page.clock.runFor(20_000);
    await expect(sent).toBeVisible();
    await card.getByLabel('Mensaje').fill('Otra');
    await expect(sent).toBeHidden();
  });

  // Without JavaScript the browser waits for the plain form's answer: a valid request's (above).
  test(
    'a slow answer: spinner and a disabled button while it is pending, then the §8 message',
    { tag: '@js' },
    async ({ page, context, baseURL, signInAsAlias }) => {
      await signInAsAlias({ base: 'alumno', path: '/dashboard' });
      await useScenario(context, baseURL, 'contact-slow');
      await waitForEnhancements(page);
      const card = page.getByTestId('contact-card');
      await card.getByLabel('Tipo de consulta').selectOption('soporte');
      await card.getByLabel('Mensaje').fill('No puedo ver la grabación de mi clase del lunes.');
      const send = card.locator('button[type="submit"]');
      await send.click();
      // Spec §4: idle → sending (spinner) → the answer's message.
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleName('Enviando…');
      await expect(send.locator('.spinner')).toBeVisible();
      await expect(card.getByRole('status')).toHaveText(SUCCESS);
      await expect(send).toBeEnabled();
      await expect(send).toHaveAccessibleName('Enviar');
      await expect(card.getByLabel('Mensaje')).toHaveValue('');
    },
  );

  test(
    'reached by client navigation (React draws it), the button stays busy until the answer is shown',
    { tag: '@js' },
    async ({ page, context, baseURL, signInAsAlias }) => {
      await signInAsAlias({ base: 'alumno', path: '/clase-de-prueba/confirmada' });
      await waitForEnhancements(page);
      await useScenario(context, baseURL, 'contact-slow');
      await page.locator('.user-menu__toggle').click();
      await page.locator('.user-menu__panel').getByRole('link', { name: 'Mi panel' }).click();
      const card = page.getByTestId('contact-card');
      await card.getByLabel('Tipo de consulta').selectOption('soporte');
      await card.getByLabel('Mensaje').fill('No puedo ver la grabación de mi clase del lunes.');
      // Every moment the button is ready again before the page shows the answer is recorded.
      await page.evaluate(() => {
        const early: string[] = [];
        (window as unknown as { earlyIdle: string[] }).earlyIdle = early;
        let busy = false;
        new MutationObserver(() => {
          const button = document.querySelector<HTMLButtonElement>('form.contact-form button[type="submit"]');
          if (button?.disabled) busy = true;
          else if (busy && !document.querySelector('form.contact-form [role="status"]:not([hidden])'))
            early.push('ready, no answer');
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      const send = card.locator('button[type="submit"]');
      await send.click();
      await expect(send).toBeDisabled();
      await expect(send.locator('.spinner')).toBeVisible();
      // React draws the same answer beside the form, and moves the focus to it.
      await expect(card.getByRole('status')).toHaveText(SUCCESS);
      await expect(card.getByRole('status')).toBeFocused();
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await expect(send).toBeEnabled();
      expect(await page.evaluate(() => (window as unknown as { earlyIdle: string[] }).earlyIdle)).toEqual([]);
    },
  );

  test('an upstream failure shows the error and keeps the message', async ({
    page,
    context,
    baseURL,
    signInAsAlias,
  }) => {
    await signInAsAlias({ base: 'alumno', path: '/dashboard' });
    await useScenario(context, baseURL, 'contact-error');
    const card = page.getByTestId('contact-card');
    await card.getByLabel('Tipo de consulta').selectOption('academica');
    await card.getByLabel('Mensaje').fill('Quisiera cambiar de horario.');
    await card.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByTestId('toast')).toContainText(FAILURE);
    await expect(card.getByLabel('Mensaje')).toHaveValue('Quisiera cambiar de horario.');
    await expect(card.getByLabel('Tipo de consulta')).toHaveValue('academica');
  });
});

test.describe('public contact page', () => {
  test(
    'shows icons, e-mail, two FAQs with FAQPage data and the chat button',
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/contactanos');
      await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
      await expect(page.locator('main').getByTestId('social-link')).toHaveCount(6);
      await expect(page.locator('main').getByRole('link', { name: 'soporte@kodea.pe' })).toBeVisible();
      const questions = page.locator('main .faq-item summary');
      await expect(questions).toHaveCount(2);
      await questions.first().click();
      await expect(page.getByText(/máximo de 6 estudiantes/)).toBeVisible();
      const faq = (await jsonLd(page)).find((block) => block['@type'] === 'FAQPage');
      expect((faq?.mainEntity as unknown[]).length).toBe(2);
      await expect(page.getByRole('link', { name: 'Tienes alguna pregunta?' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+/,
      );
      // Issue 53: the support phone and the opening hours, hours written the one way (decision 080).
      await expect(page.locator('main').getByRole('link', { name: '+51 1 640 7070' })).toHaveAttribute(
        'href',
        'tel:+5116407070',
      );
      await expect(page.getByTestId('support-hours')).toHaveText(
        'Horario de atención: Lunes a viernes de 9:00 AM a 7:00 PM, sábados de 9:00 AM a 1:00 PM (hora de Lima)',
      );
    },
  );

  test("a visitor's question: errors keep the values; sent, the answer stays beside the form and an e-mail goes", async ({
    page,
    request,
  }, testInfo) => {
    const email = `visita+${testInfo.project.name}-${randomBytes(3).toString('hex')}@example.com`;
    await page.goto('/contactanos');
    const form = page.locator('form.visitor-contact-form');
    await form.getByLabel('Tu nombre').fill('Carla Rojas');
    await form.getByLabel('Correo electrónico').fill('carla@');
    await form.getByLabel('Mensaje').fill('¿Tienen cursos para niños de 6 años los sábados?');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Tu nombre')).toHaveValue('Carla Rojas');
    await expect(form.getByLabel('Mensaje')).toHaveValue('¿Tienen cursos para niños de 6 años los sábados?');

    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono (opcional)').fill('987 654 321');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/contactanos#consulta-enviada$/);
    const sent = form.getByRole('status');
    await expect(sent).toHaveText(SUCCESS);
    await expect(sent).toBeInViewport();
    await expect(form.getByLabel('Mensaje')).toHaveValue('');
    if (jsEnabled(testInfo)) {
      await expect(sent).toBeFocused();
      await form.getByLabel('Tu nombre').fill('Carla');
      await expect(sent).toBeHidden();
    }
    const outbox = await (await request.get('/__mocks/correos', { headers: SUPPORT_HEADERS })).text();
    expect(outbox).toContain(email);
    expect(outbox).toContain('Kodea · Recibimos tu consulta');
  });

  test(
    "a visitor's question when the API fails: the spec's error, every value kept",
    { tag: '@no-js' },
    async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL, 'contact-error');
      await page.goto('/contactanos');
      const form = page.locator('form.visitor-contact-form');
      await form.getByLabel('Tu nombre').fill('Rosa Falla');
      await form.getByLabel('Correo electrónico').fill('rosa@example.com');
      await form.getByLabel('Mensaje').fill('Quisiera saber los horarios.');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByRole('alert')).toHaveText(FAILURE);
      await expect(form.getByRole('status')).toHaveCount(0);
      await expect(form.getByLabel('Tu nombre')).toHaveValue('Rosa Falla');
      await expect(form.getByLabel('Mensaje')).toHaveValue('Quisiera saber los horarios.');
    },
  );
});
