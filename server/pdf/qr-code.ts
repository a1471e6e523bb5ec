/**
 * QR codes drawn as vector squares: sharp at any zoom and printer, no image to embed, and readable
 * back by tests (tests/support/pdf-qr.ts). Error correction M, as SUNAT's printed receipts and
 * most certificate QRs use.
 */
import QRCode from 'qrcode';

export interface QrSquare {
  x: number;
  y: number;
  side: number;
}

/**
 * The dark modules of `text`'s QR code as squares filling `at.size`, from the top left corner at
 * (`at.x`, `at.y`); `yUp` for a page whose y grows upwards (a hand-written PDF), so row 0 stays on top.
 */
export function qrSquares(
  text: string,
  at: { x: number; y: number; size: number; yUp?: boolean },
): QrSquare[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = at.size / modules.size;
  const squares: QrSquare[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const shownRow = at.yUp ? modules.size - 1 - row : row;
      squares.push({ x: at.x + column * side, y: at.y + shownRow * side, side });
    }
  }
  return squares;
}

export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; size: number },
) {
  doc.save().fillColor('#000000');
  for (const square of qrSquares(text, at)) doc.rect(square.x, square.y, square.side, square.side);
  doc.fill().restore();
}
