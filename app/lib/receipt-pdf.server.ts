/**
 * The receipt of a paid invoice or vacation purchase as a PDF (issue 16, "Mis compras"), built
 * with pdfkit and its standard Helvetica (WinAnsi covers Spanish accents, 'ñ', '°' and '¡'): no
 * font files to ship. Every value comes from the `invoices.receipt` view, already formatted.
 */
import PDFDocument from 'pdfkit';
import type { ReceiptView } from '@server/checkout/views';

const BRAND = '#8C30F2';
const TEXT = '#1f1f2e';
const MUTED = '#5c5c70';

/** `recibo-<number>.pdf`, the number cut to what a file name may safely hold. */
export function receiptFileName(number: string): string {
  return `recibo-${number.replace(/[^A-Za-z0-9-]/g, '') || 'kodea'}.pdf`;
}

export function receiptPdf(receipt: ReceiptView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Recibo ${receipt.number} · Kodea`, Author: 'Kodea', Subject: 'Recibo de pago' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc, receipt);
  doc.end();
  return done;
}

function write(doc: PDFKit.PDFDocument, receipt: ReceiptView) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text('Kodea');
  doc.moveDown(0.3).fillColor(TEXT).fontSize(16).text(`Recibo N.° ${receipt.number}`);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Emitido el ${receipt.issuedAt}`);
  doc.moveDown();

  fact(doc, 'Pagado por', `${receipt.payerName} (${receipt.payerEmail})`);
  if (receipt.childName) fact(doc, 'Estudiante', receipt.childName);
  fact(doc, 'Forma de pago', receipt.method);
  fact(doc, 'Referencia', receipt.reference);
  fact(doc, 'Fecha de pago', receipt.paidAt);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).fillColor(TEXT).text('Detalle');
  doc.moveDown(0.3);
  for (const item of receipt.items) line(doc, width, `${item.name}\n${item.detail}`, item.amount);
  doc.moveDown(0.5);
  line(doc, width, 'Subtotal', receipt.subtotal);
  if (receipt.discount) line(doc, width, 'Descuento', receipt.discount);
  doc.font('Helvetica-Bold');
  line(doc, width, 'Total pagado', receipt.total);
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text('Gracias por aprender con Kodea. Guarda este recibo como comprobante de tu pago.', { width });
}

function fact(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(TEXT).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

/** A label on the left and its amount right-aligned on the same line. */
function line(doc: PDFKit.PDFDocument, width: number, label: string, amount: string) {
  const top = doc.y;
  const amountWidth = 140;
  doc
    .fontSize(10)
    .fillColor(TEXT)
    .text(label, doc.page.margins.left, top, { width: width - amountWidth - 12 });
  const bottom = doc.y;
  doc.text(amount, doc.page.margins.left + width - amountWidth, top, { width: amountWidth, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 4;
  doc.x = doc.page.margins.left;
}

/** The download itself: private, never stored, saved under the receipt's number. */
export async function receiptResponse(receipt: ReceiptView): Promise<Response> {
  const pdf = await receiptPdf(receipt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFileName(receipt.number)}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
