/**
 * A certificate PDF carries its verification code as text and a QR code to its public page
 * (issue 56 point 5, decision 087), read back as a phone would: the squares decoded with jsQR.
 */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../fixtures/enrollments';
import { certificateByFile } from '../../mocks/certificates/verification';
import { db } from '../../mocks/db';
import { mountMediaFiles } from '../../mocks/linked-sites/media-files/routes';
import { signedMediaLink } from '../../mocks/linked-sites/media-files/signed-links';
import { siteLink } from '../../mocks/outbox/send';
import { VerificationCodeSchema } from '../../server/upstream/schemas/certificates';
import { pdfQrTexts } from '../support/pdf-qr';
import { serve, type TestServer } from './mock-http';

let server: TestServer;
beforeAll(async () => {
  const app = express();
  mountMediaFiles(app);
  server = await serve(app);
});
afterAll(() => server.close());

async function download(file: string): Promise<Buffer> {
  const response = await server.fetch(signedMediaLink(file));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('a certificate PDF', () => {
  it("prints the student's code and a QR code to /certificados/{code}", async () => {
    const [first] = certificates;
    const pdf = await download(first.file);
    // WinAnsi: the accented letters are single latin1 bytes.
    expect(pdf.toString('latin1')).toContain(`(Código de verificación: ${first.verificationCode}) Tj`);
    expect(pdfQrTexts(pdf)).toEqual([siteLink(`/certificados/${first.verificationCode}`)]);
  });

  it("a child's course and path certificates too, each with its own code", async () => {
    const files = [
      '/media/certificados/6101-animacion-con-scratch.pdf',
      '/media/certificados/ruta-601-pequenos-programadores.pdf',
      // A certificate whose fixture has no code: the mock gave it one at start.
      '/media/certificados/6111-curso-de-programacion-con-scratch-junior.pdf',
    ];
    const codes = [];
    for (const file of files) {
      const code = certificateByFile(file)?.code ?? '';
      expect(VerificationCodeSchema.safeParse(code).success, file).toBe(true);
      expect(pdfQrTexts(await download(file))).toEqual([siteLink(`/certificados/${code}`)]);
      codes.push(code);
    }
    expect(codes[0]).toBe('X6YNXDPACQM2WAS5BH6S');
    expect(new Set(codes).size).toBe(files.length);
  });

  it('another document carries no QR code', async () => {
    const response = await server.fetch('/media/planes-de-estudio/ruta-creadores-de-videojuegos.pdf');
    expect(pdfQrTexts(Buffer.from(await response.arrayBuffer()))).toEqual([]);
  });
});

describe('verification codes in the simulated database', () => {
  it('every certificate has a well-formed code of its own', () => {
    const codes = [
      ...db.certificate.getAll().map((c) => c.verificationCode),
      ...db.certificateLink.getAll().map((c) => c.verification_code),
    ];
    expect(codes.length).toBeGreaterThan(8);
    for (const code of codes) expect(VerificationCodeSchema.safeParse(code).success, code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
