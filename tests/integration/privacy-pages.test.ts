/**
 * Issue 55 point 6, as a browser without JavaScript reads it: the privacy policy (plain HTML,
 * linked from the footer, in the sitemap), the consent box of the sign-up's children step, and
 * 'Mis datos' with its JSON download for the signed-in parent only.
 */
import { describe, expect, it } from 'vitest';
import { newBrowser } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { aliasParentEmail } from './support/accounts';
import { visibleText } from './support/html';
import { signIn } from './support/sign-in';
import { GUARDIAN_INPUT } from '../support/form-inputs';
import { MOCK_PRIVACY_SETTINGS } from '../../mocks/config/privacy-settings';

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const origin = useMockApp();

describe('privacy pages', () => {
  it('the policy names the law, its regulation and ARCO, linked from the footer and the sitemap', async () => {
    const browser = newBrowser(origin());
    const page = await browser.get('/politica-de-privacidad');
    expect(page.status).toBe(200);
    const text = visibleText(page.body);
    for (const words of [
      'Política de privacidad',
      'Ley N.° 29733',
      '016-2024-JUS',
      'Acceso, Rectificación, Cancelación y Oposición',
    ])
      expect(text).toContain(words);
    expect(page.body).not.toContain('window.__remixContext');
    expect((await browser.get('/')).body).toContain('href="/politica-de-privacidad"');
    expect((await browser.get('/sitemap.xml')).body).toContain('/politica-de-privacidad</loc>');
  });

  it('the policy names the controller, its data bank, every recipient with its country, and how to revoke (issue 75 point 3)', async () => {
    const text = visibleText((await newBrowser(origin()).get('/politica-de-privacidad')).body);
    // The mock mode's fixture business (server/env.ts BUSINESS_*, mocks/config/privacy-settings.ts).
    for (const words of [
      'Kodea Educación S.A.C. («Kodea»), con RUC 20612345679 y domicilio en Av. José Larco 1232, oficina 501, Miraflores, Lima, Perú',
      `«${MOCK_PRIVACY_SETTINGS.DATA_BANK_NAME}»`,
      `con el código ${MOCK_PRIVACY_SETTINGS.DATA_BANK_CODE}`,
      'escríbenos a soporte@kodea.pe',
      '5. Qué datos son obligatorios y qué pasa si no nos los das',
      'sin ellos no podemos registrarte ni inscribir a tus hijos',
      '9. Cómo retirar tu consentimiento',
      'pulsa «Retirar este consentimiento»',
      '20 días hábiles para el acceso y 10 días hábiles para la rectificación, la cancelación y la oposición',
    ])
      expect(text).toContain(words);
    // Each recipient with its country, those abroad said so.
    for (const [name, country] of [
      ['Amazon Web Services, Inc.', 'Estados Unidos (transferencia internacional)'],
      ['Niubiz', 'Perú'],
      ['Stripe', 'Estados Unidos (transferencia internacional)'],
      ['PagoEfectivo', 'Perú'],
      ['Nubefact S.A. (operador de servicios electrónicos)', 'Perú'],
      ['SUNAT', 'Perú'],
      ['Twilio SendGrid', 'Estados Unidos (transferencia internacional)'],
      ['WhatsApp (Meta Platforms, Inc.)', 'Estados Unidos (transferencia internacional)'],
      ['Zoom Video Communications, Inc.', 'Estados Unidos (transferencia internacional)'],
      ['ipapi (Kloudend, Inc.)', 'Estados Unidos (transferencia internacional)'],
    ])
      expect(text).toMatch(new RegExp(`${escape(name)}\\s+País\\s+${escape(country)}`));
  });

  it("sign-up step 1: the short notice and the policy's link come before the first field", async () => {
    const page = await newBrowser(origin()).get('/registro');
    const notice = page.body.indexOf('data-testid="privacy-notice"');
    const link = page.body.indexOf('href="/politica-de-privacidad"', notice);
    const firstField = page.body.indexOf('name="firstName"');
    expect(notice).toBeGreaterThan(0);
    expect(link).toBeGreaterThan(notice);
    expect(link).toBeLessThan(firstField);
    expect(visibleText(page.body)).toContain(
      'Kodea tratará estos datos para crear tu cuenta, inscribir a tus hijos, cobrar tus compras y emitir tus comprobantes.',
    );
  });

  it("'Mis datos': in the parents' menu, the consents and the download; the JSON only when signed in", async () => {
    const browser = newBrowser(origin());
    expect((await browser.get('/dashboard/mis-datos.json')).status).toBe(303);
    const email = aliasParentEmail();
    await signIn(browser, email);
    const page = await browser.get('/dashboard/mis-datos');
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/dashboard/mis-datos"');
    expect(page.body).toContain('href="/dashboard/mis-datos.json"');
    expect(visibleText(page.body)).toContain('Tus consentimientos');
    const download = await browser.get('/dashboard/mis-datos.json');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(download.body).parent.email).toBe(email);
  });

  it('a deletion request pending: said above the form, which no longer offers it (issue 76 point 8)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    const before = await browser.get('/dashboard/mis-datos');
    expect(before.body).toMatch(/<input[^>]*value="deletion"/);
    const sent = await browser.postForm('/dashboard/mis-datos', {
      kind: 'deletion',
      detail: '',
      confirmDeletion: 'on',
    });
    expect(sent.status).toBe(303);
    const after = await browser.follow(sent);
    const text = visibleText(after.body);
    expect(text).toMatch(
      /Tu solicitud «Eliminar los datos de mi familia» está en curso: la recibimos el .+ y te responderemos a más tardar el \d{1,2} de \w+ de \d{4}\./,
    );
    expect(text).toContain('Eliminar los datos de mi familia · Recibida');
    expect(after.body).not.toMatch(/<input[^>]*value="deletion"/);
    expect(after.body).not.toContain('name="confirmDeletion"');
    expect(after.body).toMatch(/<input[^>]*value="rectification"/);
  });

  it("the children step's consent box: unticked, named by its stable field, linking the policy", async () => {
    const browser = newBrowser(origin());
    const email = `rosa.privacidad.${Date.now()}@example.com`;
    const step1 = await browser.postForm('/registro', {
      ...GUARDIAN_INPUT,
      email,
      acceptTerms: 'on',
      intent: 'guardian',
    });
    expect(step1.headers.location).toBe('/registro?paso=hijos');
    const page = await browser.get('/registro?paso=hijos');
    const box = /<input\b[^>]*name="childDataConsent"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).not.toMatch(/\schecked\b/);
    expect(page.body).toMatch(
      /<label[^>]*>[^<]*consentimiento expreso[^<]*<a href="\/politica-de-privacidad"/,
    );
  });
});
