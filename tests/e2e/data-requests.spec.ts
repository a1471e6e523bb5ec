/**
 * 'Mis datos': asking to correct the family's data (issue 55 point 6), a plain form on a page that
 * does not hydrate (the same with JavaScript, so run once): a missing detail is said beside its
 * field, the request is then sent once and listed as received; support answers it on /__mocks and
 * the family reads the answer there and in its e-mail.
 */
import { expect, signInByCookie, test } from './fixtures';
import { aliasEmail, SUPPORT_HEADERS } from './support';

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
      page.getByText(
        /^Recibimos tu solicitud y te enviamos la confirmación por correo\. Te responderemos a más tardar el \d{1,2} de \w+ de \d{4}\.$/,
      ),
    ).toBeVisible();
    await expect(section.getByTestId('data-requests')).toContainText('Corregir un dato · Recibida');
    await expect(section.getByTestId('data-requests')).toContainText('El nombre de Sofía lleva tilde.');
    await expect(section.getByTestId('data-requests')).toContainText('Plazo legal de respuesta: hasta el');
    await expect(section.getByRole('radio', { name: /^Corregir un dato/ })).toHaveCount(0);
  },
);

test(
  'support answers a request on /__mocks: the family reads it in Mis datos and in an e-mail',
  { tag: '@no-js' },
  async ({ page, baseURL }, testInfo) => {
    const email = aliasEmail(testInfo);
    await signInByCookie(page, email, '/dashboard/mis-datos');
    const section = page.locator('#solicitudes');
    await section.getByRole('radio', { name: 'Corregir un dato' }).check();
    await section.getByLabel('Detalle de tu solicitud').fill('Mi apellido es Quispe, no Quipe.');
    await section.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(section.getByTestId('data-requests')).toContainText('Corregir un dato · Recibida');

    // Support's page lists it under the family's address, with its form.
    const supportPage = await (await page.request.get('/__mocks', { headers: SUPPORT_HEADERS })).text();
    const row = supportPage.split('<li>').find((item) => item.includes(email)) ?? '';
    const id = /name="solicitud" value="(\d+)"/.exec(row)?.[1];
    expect(id, 'the request is listed on /__mocks').toBeDefined();
    const answer = (fields: Record<string, string>) =>
      page.request.post('/__mocks/solicitudes-de-datos/responder', {
        headers: { ...SUPPORT_HEADERS, origin: baseURL ?? '' },
        form: { solicitud: id ?? '', ...fields },
        maxRedirects: 0,
      });
    const withoutWords = await answer({ estado: 'done', respuesta: ' ' });
    expect(withoutWords.status()).toBe(400);
    expect(await withoutWords.text()).toBe('Escribe la respuesta que leerá la familia.');
    expect((await answer({ estado: 'in_progress' })).status()).toBe(303);
    await page.reload();
    await expect(section.getByTestId('data-requests')).toContainText('Corregir un dato · En proceso');

    const words = 'Corregimos tu apellido: ahora dice Quispe.';
    expect((await answer({ estado: 'done', respuesta: words })).status()).toBe(303);
    expect((await answer({ estado: 'rejected', respuesta: 'Otra vez' })).status()).toBe(409);
    await page.reload();
    const list = section.getByTestId('data-requests');
    await expect(list).toContainText('Corregir un dato · Atendida');
    await expect(list).toContainText(`: ${words}`);
    await expect(list).toContainText('Respondida el');

    const outbox = await (await page.request.get('/__mocks/correos', { headers: SUPPORT_HEADERS })).text();
    const mail =
      outbox.split('<article>').find((item) => item.includes(email) && item.includes('Tu solicitud')) ?? '';
    expect(mail).toContain('Kodea · Tu solicitud «Corregir un dato»: Atendida');
    expect(mail).toContain(words);
  },
);
