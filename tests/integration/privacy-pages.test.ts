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
