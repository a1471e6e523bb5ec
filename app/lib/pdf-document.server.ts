import { wholeAnswer } from './whole-answer.server';

/** Standard Helvetica (WinAnsi covers Spanish accents), so no font files to ship. */
export const PDF_COLORS = { brand: '#8C30F2', text: '#1f1f2e', muted: '#5c5c70' } as const;

/**
 * pdfkit and its font stack load on the first download, not at every process start: few requests
 * ask for a PDF, and every worker (re)start would pay for them.
 */
export async function renderPdf(
  info: { Title: string; Subject: string },
  write: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { ...info, Author: 'Kodea' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc);
  doc.end();
  return done;
}

export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function fact(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.text).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

export const safeFilePart = (raw: string, fallback: string) => raw.replace(/[^A-Za-z0-9-]/g, '') || fallback;

/** The download itself: private, never stored, saved under `fileName`. */
export function pdfDownload(pdf: Buffer, fileName: string): Response {
  return wholeAnswer(pdf, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
