import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../app/lib/pdf-document.server';
import { drawQrCode } from '../../server/pdf/qr-code';
import { pdfQrTexts } from '../support/pdf-qr';

describe('a QR code drawn into a PDF', () => {
  it('reads back as the text it encodes', async () => {
    const text = '20601234567|03|B001|00000012|260.85|1710.00|2026-11-27|1|45678912|aGFzaA==|';
    const pdf = await renderPdf({ Title: 'QR', Subject: 'QR' }, (doc) => {
      doc.rect(56, 56, 20, 20).stroke();
      drawQrCode(doc, text, { x: 400, y: 600, size: 110 });
    });
    expect(pdfQrTexts(pdf)).toEqual([text]);
  });

  it('finds none in a PDF without one', async () => {
    const pdf = await renderPdf({ Title: 'Sin QR', Subject: 'Sin QR' }, (doc) => doc.text('Hola'));
    expect(pdfQrTexts(pdf)).toEqual([]);
  });
});
