import type { ReceiptView } from '@server/invoice-checkout/views';
import { contentWidth, fact, PDF_COLORS, pdfDownload, renderPdf, safeFilePart } from './pdf-document.server';

const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLORS;

export function receiptFileName(number: string): string {
  return `recibo-${safeFilePart(number, 'kodea')}.pdf`;
}

export function receiptPdf(receipt: ReceiptView): Promise<Buffer> {
  return renderPdf({ Title: `Recibo ${receipt.number} · Kodea`, Subject: 'Recibo de pago' }, (doc) =>
    write(doc, receipt),
  );
}

function write(doc: PDFKit.PDFDocument, receipt: ReceiptView) {
  const width = contentWidth(doc);
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
  if (receipt.referral) line(doc, width, receipt.referral.description, receipt.referral.amount);
  doc.font('Helvetica-Bold');
  line(doc, width, 'Total pagado', receipt.total);
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text('Gracias por aprender con Kodea. Guarda este recibo como comprobante de tu pago.', { width });
}

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

export async function receiptResponse(receipt: ReceiptView): Promise<Response> {
  return pdfDownload(await receiptPdf(receipt), receiptFileName(receipt.number));
}
