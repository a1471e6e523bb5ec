/** The mock's /media documents download as real PDF files, for the student and the parents' zone alike. */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../fixtures/enrollments';
import { courseEnrolments, learningPaths } from '../../fixtures/parents';
import { mountMediaFiles } from '../../mocks/linked-sites/media-files/routes';
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

  const files = [
    ...certificates.map((c) => c.file),
    ...courseEnrolments.flatMap((e) => (e.certificate ? [e.certificate.file] : [])),
    ...learningPaths.flatMap((p) => (p.certificate ? [p.certificate.file] : [])),
    '/media/materiales/youtuber-kids-guia-de-inicio.pdf',
    '/media/planes-de-estudio/ruta-creadores-de-videojuegos.pdf',
  ];

  it.each(files)('%s downloads as an attachment', async (file) => {
    const response = await server.fetch(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${file.split('/').at(-1)}"`,
    );
    expectReadablePdf(Buffer.from(await response.arrayBuffer()));
  });

  it('a certificate names its holder', async () => {
    const response = await server.fetch('/media/certificados/6101-animacion-con-scratch.pdf');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain(
      'Otorgado a Sofía Quispe Vargas',
    );
  });

  it.each(['/media/certificados/9999-nadie.pdf', '/media/otros/6101-animacion-con-scratch.pdf'])(
    '%s is not served',
    async (file) => {
      expect((await server.fetch(file)).status).toBe(404);
    },
  );
});
