/**
 * The mock's /media documents download as real PDF files, for the student and the parents' zone
 * alike. Certificates are personal: served only at the signed link the simulated API gives their
 * holder (issue 50, point 7); a guessed name, or another certificate's signature, is refused.
 */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../fixtures/enrollments';
import { courseEnrolments, learningPaths } from '../../fixtures/parents';
import { mountMediaFiles } from '../../mocks/linked-sites/media-files/routes';
import { signedMediaLink } from '../../mocks/linked-sites/media-files/signed-links';
import { tinyPdf } from '../../mocks/linked-sites/media-files/pdf';
import { serve, type TestServer } from './mock-http';

/** Checks the parts a PDF reader needs first: header, trailer, and each object where the xref says. */
function expectReadablePdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
}

describe('tinyPdf', () => {
  it('writes Spanish letters in the font encoding and escapes parentheses', () => {
    const pdf = tinyPdf(['Kodea', 'Animación (nivel 2) — Sofía']);
    expectReadablePdf(pdf);
    expect(pdf.toString('latin1')).toContain('(Animación \\(nivel 2\\) - Sofía) Tj');
  });
});

describe('/media over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    mountMediaFiles(app);
    server = await serve(app);
  });
  afterAll(() => server.close());

  const certificateFiles = [
    ...certificates.map((c) => c.file),
    ...courseEnrolments.flatMap((e) => (e.certificate ? [e.certificate.file] : [])),
    ...learningPaths.flatMap((p) => (p.certificate ? [p.certificate.file] : [])),
  ];
  const files = [
    ...certificateFiles.map(signedMediaLink),
    '/media/materiales/youtuber-kids-guia-de-inicio.pdf',
    '/media/planes-de-estudio/ruta-creadores-de-videojuegos.pdf',
  ];

  it.each(files)('%s downloads as an attachment', async (file) => {
    const response = await server.fetch(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${file.split('?')[0].split('/').at(-1)}"`,
    );
    expectReadablePdf(Buffer.from(await response.arrayBuffer()));
  });

  it('a certificate names its holder', async () => {
    const response = await server.fetch(
      signedMediaLink('/media/certificados/6101-animacion-con-scratch.pdf'),
    );
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain(
      'Otorgado a Sofía Quispe Vargas',
    );
  });

  it.each([
    signedMediaLink('/media/certificados/9999-nadie.pdf'),
    '/media/otros/6101-animacion-con-scratch.pdf',
  ])('%s is not served', async (file) => {
    expect((await server.fetch(file)).status).toBe(404);
  });

  it.each(certificateFiles)(
    '%s at a guessed address (no signature, or a wrong one) is refused',
    async (file) => {
      for (const address of [
        file,
        `${file}?firma=`,
        `${file}?firma=${'0'.repeat(32)}`,
        `${file}?firma=x&firma=y`,
      ]) {
        const response = await server.fetch(address);
        expect(response.status, address).toBe(403);
        expect(response.headers.get('content-type')).not.toBe('application/pdf');
      }
    },
  );

  it("another family's certificate is refused with this family's signature", async () => {
    const mine = signedMediaLink('/media/certificados/6101-animacion-con-scratch.pdf');
    const signature = new URL(mine, 'http://x').searchParams.get('firma');
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    const theirs = `/media/certificados/7001-scratch-junior.pdf?firma=${signature}`;
    expect((await server.fetch(theirs)).status).toBe(403);
  });

  it('a signed link is stable (pages and exports keep it) and unguessable from its name', () => {
    const file = '/media/certificados/6101-animacion-con-scratch.pdf';
    expect(signedMediaLink(file)).toBe(signedMediaLink(file));
    expect(signedMediaLink(file)).not.toBe(
      signedMediaLink('/media/certificados/6102-animacion-con-scratch.pdf'),
    );
  });
});
