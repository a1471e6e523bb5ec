/**
 * `/certificados/{code}` as anyone reads it (issue 56 point 5, decision 087): from the QR code of a
 * downloaded certificate to the page; valid, unknown, revoked and malformed codes; the API failing;
 * kept out of search engines. Page-wide checks (caching, valid HTML, no hydration, 390 px, axe) walk
 * it from tests/support/public-pages.ts.
 */
import { describe, expect, it } from 'vitest';
import { certificates } from '../../fixtures/enrollments';
import { pdfQrTexts } from '../support/pdf-qr';
import { newBrowser } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { visibleText } from './support/html';
import { signIn } from './support/sign-in';

const origin = useMockApp();

const [SCRATCH_JUNIOR] = certificates;
const REVOKED_CODE = certificates.find((certificate) => certificate.revoked)?.verificationCode ?? '';
const NOINDEX = '<meta name="robots" content="noindex"/>';

describe('the certificate check page', () => {
  it("the QR code of a student's certificate opens its check: name and initial, course, date", async () => {
    const student = newBrowser(origin());
    await signIn(student, 'alumno@example.com');
    const dashboard = (await student.get('/dashboard')).body;
    const link = /href="(\/media\/certificados\/7001-scratch-junior\.pdf\?firma=\w+)"/.exec(dashboard)?.[1];
    expect(link).toBeDefined();
    // The PDF's bytes as they are (the test client reads bodies as text).
    const pdf = Buffer.from(await (await fetch(`${origin()}${link}`)).arrayBuffer());
    const [address] = pdfQrTexts(pdf);
    expect(address).toBe(`${origin()}/certificados/${SCRATCH_JUNIOR.verificationCode}`);

    const page = await newBrowser(origin()).get(new URL(address).pathname);
    expect(page.status).toBe(200);
    const text = visibleText(page.body);
    for (const words of [
      'Certificado válido',
      'Mateo Q.',
      'Programación con Scratch Junior',
      '28 de marzo de 2025',
    ])
      expect(text).toContain(words);
    // No other personal data: not the last name nor the e-mail (the answer holds no ids).
    expect(page.body).not.toMatch(/Quispe|alumno@/);
    expect(page.body).toContain(NOINDEX);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toMatch(/^public, /);
    // The page cache keeps the header with the page.
    const again = await newBrowser(origin()).get(new URL(address).pathname);
    expect([again.headers['x-cache'], again.headers['x-robots-tag']]).toEqual(['HIT', 'noindex']);
  });

  it.each([
    ['unknown', 'AAAAAAAAAAAAAAAAAAAA'],
    ['revoked', REVOKED_CODE],
    ['malformed', 'no-es-un-codigo'],
  ])('a %s code: the same friendly 404, never cached', async (_kind, code) => {
    const page = await newBrowser(origin()).get(`/certificados/${code}`);
    expect(page.status).toBe(404);
    expect(visibleText(page.body)).toContain('No encontramos este certificado');
    expect(visibleText(page.body)).not.toContain('Certificado válido');
    expect(page.body).toContain(NOINDEX);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('the API failing shows the error page, not "not found"', async () => {
    const browser = newBrowser(origin());
    browser.jar.set('mock_scenario', 'certificate-verify-error');
    const page = await browser.get(`/certificados/${SCRATCH_JUNIOR.verificationCode}`);
    expect(page.status).toBe(502);
    expect(visibleText(page.body)).toContain('Ups, algo salió mal');
    expect(visibleText(page.body)).not.toContain('No encontramos este certificado');
  });

  it('crawlers may fetch it to read its noindex, and the sitemap never lists it', async () => {
    const browser = newBrowser(origin());
    expect((await browser.get('/robots.txt')).body).not.toMatch(/Disallow: \/certificados/);
    expect((await browser.get('/sitemap.xml')).body).not.toContain('/certificados/');
  });
});
