/**
 * A QR code drawn as vector squares into a pdfkit document: sharp at any zoom and printer, no image
 * to embed, and readable back by tests (tests/support/pdf-qr.ts). Error correction M, as SUNAT's
 * printed receipts and most certificate QRs use.
 */
import QRCode from 'qrcode';

export function drawQrCode(doc: PDFKit.PDFDocument, text: string, at: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = at.size / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(at.x + column * cell, at.y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
