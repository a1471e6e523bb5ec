/** A hand-written one-page PDF: the mock's documents only need to open. */
import { qrSquares } from '../../../server/pdf/qr-code';

/** WinAnsi (Helvetica's encoding here) covers Spanish letters as Latin-1 does; anything else becomes '-'. */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A QR code as vector squares, then one fill; here y grows upwards. */
function qrContent(text: string, at: { x: number; y: number; size: number }): string {
  const n = (value: number) => value.toFixed(3);
  const squares = qrSquares(text, { ...at, yUp: true }).map(
    ({ x, y, side }) => `${n(x)} ${n(y)} ${n(side)} ${n(side)} re`,
  );
  return `0 g\n${squares.join('\n')}\nf`;
}

/** `qr`: a text to print as a QR code in the page's lower right corner. */
export function tinyPdf(lines: string[], qr?: string): Buffer {
  const text = [
    ...lines.map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 30 : 18} Tf 72 ${500 - index * 44} Td (${pdfText(line)}) Tj ET`,
    ),
    ...(qr ? [qrContent(qr, { x: 620, y: 48, size: 150 })] : []),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes, its line break included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
