/**
 * The sign-up and the complaints book over HTTP, as a browser without JavaScript uses them
 * (docs/decisions/019): valid HTML in every state, the password never in a page, the sign-up
 * throttle, the record for its filer only, and cross-site posts refused.
 */
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { newBrowser, type HttpClient } from './harness/http-client';
import type { HttpAnswer } from './harness/http-request';
import { describe as describeAnswer } from './support/sign-in';
import { LIMITS } from '../../server/throttle';
import { COMPLAINT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

const origin = useMockApp();
const CONFIG_ANCHOR = path.resolve('page.html');
const validator = new HtmlValidate(new FileSystemConfigLoader());

async function expectValidHtml(answer: HttpAnswer, label: string) {
  const report = await validator.validateString(answer.body, CONFIG_ANCHOR);
  const problems = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (line ${message.line})`),
  );
  expect(problems, `${label}:\n${problems.join('\n')}`).toEqual([]);
}

const PASSWORD = 'Secreta2026';

const guardian = (email: string) => ({
  ...GUARDIAN_INPUT,
  intent: 'guardian',
  email,
  password: PASSWORD,
  source: 'web',
  acceptTerms: 'on',
});

const ONE_CHILD = {
  'children[0].firstName': 'Mateo',
  'children[0].age': '8_to_11',
  'children[0].experience': 'basic',
  'children[0].operatingSystem': 'linux',
  // The consent for the children's data (issue 55 point 6): 'Crear cuenta' needs it.
  childDataConsent: 'on',
};

/** The value of a Conform intent button ('Agregar otro hijo', 'Quitar'), as the browser posts it. */
const listIntent = (type: 'insert' | 'remove', index?: number) => ({
  __intent__: JSON.stringify({
    type,
    payload: { name: 'children', ...(index === undefined ? {} : { index }) },
  }),
});

async function toChildrenStep(browser: HttpClient, email: string) {
  const answer = await browser.postForm('/registro', guardian(email));
  expect(answer.status, describeAnswer(answer)).toBe(302);
  expect(answer.headers.location).toBe('/registro?paso=hijos');
}

describe('sign-up without JavaScript', () => {
  it('step 1 with errors, step 2 with two rows and errors, all valid HTML, never the password', async () => {
    const browser = newBrowser(origin());
    const failed = await browser.postForm('/registro', { ...guardian(''), phone: '123' });
    expect(failed.status).toBe(400);
    expect(failed.body).toContain('Ingresa tu correo electrónico');
    expect(failed.body).toContain('Ingresa un número de celular válido para el país elegido');
    expect(failed.body).not.toContain(PASSWORD);
    await expectValidHtml(failed, 'step 1 with errors');

    await toChildrenStep(browser, `rosa.${Date.now()}@example.com`);
    const step2 = await browser.get('/registro?paso=hijos');
    expect(step2.body).not.toContain(PASSWORD);
    await expectValidHtml(step2, 'step 2');

    const added = await browser.postForm('/registro?paso=hijos', { ...ONE_CHILD, ...listIntent('insert') });
    expect(added.status).toBe(200);
    expect(added.body).toContain('Hijo o hija 2');
    expect(added.body).toContain('value="Mateo"');
    const invalid = await browser.postForm('/registro?paso=hijos', {
      ...ONE_CHILD,
      'children[1].firstName': '',
      intent: 'finish',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('Ingresa el nombre de tu hijo o hija');
    await expectValidHtml(invalid, 'step 2 with two rows and errors');

    const removed = await browser.postForm('/registro?paso=hijos', {
      ...ONE_CHILD,
      'children[1].firstName': '',
      ...listIntent('remove', 1),
    });
    expect(removed.body).not.toContain('Hijo o hija 2');
  });

  it('registers, signs the parent in and lands in the parents zone', async () => {
    const browser = newBrowser(origin());
    await toChildrenStep(browser, `rosa.ok.${Date.now()}@example.com`);
    const done = await browser.postForm('/registro?paso=hijos', { ...ONE_CHILD, intent: 'finish' });
    expect(done.status, describeAnswer(done)).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
    const dashboard = await browser.follow(done);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain('Mateo');
    expect(dashboard.body).toContain('Requisitos técnicos de Mateo');
    expect(dashboard.body).toContain('Ubuntu 22.04');
    await expectValidHtml(dashboard, 'the parents zone after sign-up');
  });

  it("'Volver a mis datos' and a taken e-mail keep the children typed for step 2", async () => {
    const browser = newBrowser(origin());
    const twoChildren = {
      ...ONE_CHILD,
      'children[1].firstName': 'Valentina',
      'children[1].age': '5_to_7',
      'children[1].experience': 'notexperience',
      'children[1].operatingSystem': 'macos',
    };
    await toChildrenStep(browser, `rosa.back.${Date.now()}@example.com`);
    const back = await browser.postForm('/registro?paso=hijos', { ...twoChildren, intent: 'edit-guardian' });
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/registro');
    await toChildrenStep(browser, `rosa.back2.${Date.now()}@example.com`);
    const again = await browser.get('/registro?paso=hijos');
    expect(again.body).toContain('value="Mateo"');
    expect(again.body).toContain('value="Valentina"');

    // A taken e-mail sends the parent to step 1; once fixed, step 2 still has both children.
    const other = newBrowser(origin());
    await toChildrenStep(other, 'padre@example.com');
    const taken = await other.postForm('/registro?paso=hijos', { ...twoChildren, intent: 'finish' });
    expect(taken.status).toBe(400);
    expect(taken.body).toContain('Ya existe una cuenta con este correo electrónico');
    await toChildrenStep(other, `rosa.fixed.${Date.now()}@example.com`);
    const restored = await other.get('/registro?paso=hijos');
    expect(restored.body).toContain('value="Valentina"');
  });

  it('step 2 without a kept step 1 sends the parent back to step 1', async () => {
    const answer = await newBrowser(origin()).postForm('/registro?paso=hijos', {
      ...ONE_CHILD,
      intent: 'finish',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Tus datos ya no están guardados');
    expect(answer.body).toContain('Paso 1 de 2');
  });

  it('throttles repeated sign-ups from one client, in Spanish', async () => {
    const browser = newBrowser(origin());
    await toChildrenStep(browser, 'padre@example.com');
    for (let attempt = 1; attempt <= LIMITS.signUpsByClient.points; attempt++) {
      const answer = await browser.postForm('/registro?paso=hijos', { ...ONE_CHILD, intent: 'finish' });
      expect(answer.body, `attempt ${attempt}`).toContain('Ya existe una cuenta con este correo electrónico');
    }
    const throttled = await browser.postForm('/registro?paso=hijos', { ...ONE_CHILD, intent: 'finish' });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toContain('Demasiados registros desde esta conexión');
    // Another client is not affected.
    const other = newBrowser(origin());
    await toChildrenStep(other, 'padre@example.com');
    const answer = await other.postForm('/registro?paso=hijos', { ...ONE_CHILD, intent: 'finish' });
    expect(answer.body).toContain('Ya existe una cuenta con este correo electrónico');
  });

  it('upstream failure on the last step: a Spanish message, the children kept', async () => {
    const browser = newBrowser(origin());
    await toChildrenStep(browser, `rosa.caida.${Date.now()}@example.com`);
    browser.jar.set('mock_scenario', 'upstream-down');
    const answer = await browser.postForm('/registro?paso=hijos', { ...ONE_CHILD, intent: 'finish' });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('No pudimos crear tu cuenta en este momento');
    expect(answer.body).toContain('value="Mateo"');
    await expectValidHtml(answer, 'step 2 after an upstream failure');
  });

  it('refuses a cross-site post', async () => {
    const answer = await newBrowser(origin()).postForm('/registro', guardian('x@example.com'), {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
  });
});

const COMPLAINT = (() => {
  const { isMinor: _adult, ...fields } = COMPLAINT_INPUT;
  return { ...fields, acceptance: 'on' };
})();

describe('the complaints book without JavaScript', () => {
  it('errors keep every value and the page stays valid', async () => {
    const answer = await newBrowser(origin()).postForm('/libro-de-reclamaciones', {
      ...COMPLAINT,
      isMinor: 'on',
      department: 'Cusco',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Ingresa el nombre de tu padre, madre o apoderado');
    expect(answer.body).toContain('La clase del sábado no se realizó.');
    await expectValidHtml(answer, 'complaints book with errors');
    // Issue 76 point 11: the sign-up's summary, focused on arrival, each error linked to its field.
    const summary = /<div[^>]*data-error-summary=""[^>]*>[\s\S]*?<\/ul>/.exec(answer.body)?.[0] ?? '';
    expect(summary).toMatch(/\sautofocus=""/);
    expect(summary).toContain('Revisa los datos marcados: tu reclamo aún no se ha registrado.');
    const links = [...summary.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['reclamo-district', 'Si no vives en el departamento de Lima, elige &#x27;NO RESIDO EN LIMA&#x27;'],
      ['reclamo-guardianName', 'Ingresa el nombre de tu padre, madre o apoderado'],
      ['reclamo-guardianDocumentType', 'Elige el tipo de documento del apoderado'],
    ]);
    for (const [id] of links) expect(answer.body).toContain(`id="${id}"`);
  });

  it('upstream failure: a Spanish message, every value kept', async () => {
    const browser = newBrowser(origin());
    browser.jar.set('mock_scenario', 'upstream-down');
    const answer = await browser.postForm('/libro-de-reclamaciones', COMPLAINT);
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('No pudimos registrar tu reclamo en este momento');
    expect(answer.body).toContain('Reprogramar la clase.');
    expect(answer.body).toContain('value="41234567"');
  });

  it('the copy opens from its link in a fresh browser, valid, never indexed, and downloads as an attachment', async () => {
    const filer = newBrowser(origin());
    const filed = await filer.postForm('/libro-de-reclamaciones', COMPLAINT);
    expect(filed.status, describeAnswer(filed)).toBe(302);
    const location = filed.headers.location ?? '';
    expect(location).toMatch(/^\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}$/);

    // Issue 75 point 2: the link is the e-mail's; a browser that never filed it opens it.
    const holder = newBrowser(origin());
    const record = await holder.get(location);
    expect(record.status).toBe(200);
    expect(record.body).toMatch(/N\.° \d{6}-\d{4}/);
    expect(record.body).toContain('15 días hábiles');
    expect(record.body).toContain('Aún no hay respuesta. Kodea responderá a más tardar el');
    expect(record.headers['cache-control']).toBe('private, no-store');
    expect(record.headers['x-robots-tag']).toBe('noindex');
    // After the site's own policy: the last one a browser understands is the one it applies.
    expect(record.headers['referrer-policy']).toMatch(/(^|, )no-referrer$/);
    expect(record.body).toContain('<meta name="robots" content="noindex"');
    await expectValidHtml(record, 'the copy');

    const download = await holder.get(`${location}/descargar`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="hoja-de-reclamacion-\d{6}-\d{4}\.pdf"$/,
    );
    // Issue 20: a real PDF, not an HTML page saved under a record's name.
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body.startsWith('%PDF-')).toBe(true);

    // Another token opens nothing.
    const guess = `/libro-de-reclamaciones/hoja/${'A'.repeat(43)}`;
    expect((await holder.get(guess)).status).toBe(404);
    const notYours = await holder.get(`${guess}/descargar`);
    expect(notYours.status).toBe(404);
    expect(notYours.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(notYours.body).toContain('Archivo no encontrado');
  });

  it('throttles complaints from one client, in Spanish, everything typed kept; another client still files', async () => {
    const browser = newBrowser(origin());
    for (let n = 1; n <= LIMITS.complaintsByClient.points; n++) {
      const filed = await browser.postForm('/libro-de-reclamaciones', COMPLAINT);
      expect(filed.status, `complaint ${n}: ${describeAnswer(filed)}`).toBe(302);
    }
    const refused = await browser.postForm('/libro-de-reclamaciones', COMPLAINT);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('Recibimos demasiados reclamos desde esta conexión');
    expect(refused.body).toContain('La clase del sábado no se realizó.');
    expect(refused.body).toContain('Reprogramar la clase.');
    expect(refused.body).toContain('value="41234567"');
    await expectValidHtml(refused, 'complaints book over the limit');

    const other = await newBrowser(origin()).postForm('/libro-de-reclamaciones', COMPLAINT);
    expect(other.status, describeAnswer(other)).toBe(302);
  });
});
