/**
 * Receipts as PDF (issues 55 and 75): the boleta, factura or nota de crédito the API issued,
 * printed as SUNAT asks with the issuer it names; for a sale whose receipt is the provider's (a
 * subscription), the payment provider's receipt, with no SUNAT wording.
 */
import { PRINTED_TEXT } from '@kernel/texts/receipts';
import { electronicReceiptView } from '@server/invoice-checkout/electronic-receipt-view';
import type { ReceiptDownload, ReceiptView } from '@server/invoice-checkout/receipt-view';
import type { ElectronicDocument } from '@server/upstream/schemas/electronic-receipts';
import { electronicViewPdf } from './electronic-receipt-pdf.server';
import { contentWidth, fact, PDF_COLORS, pdfDownload, renderPdf, safeFilePart } from './pdf-document.server';
import { wholeAnswer } from './whole-answer.server';

const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLORS;

export function receiptFileName(number: string): string {
  return `recibo-${safeFilePart(number, 'kodea')}.pdf`;
}

/** A boleta, a factura or a nota de crédito, as the issuer it names issued it. */
export function electronicReceiptPdf(document: ElectronicDocument): Promise<Buffer> {
  return electronicViewPdf(electronicReceiptView(document));
}

/** The payment provider's receipt: what a sale whose receipt is the provider's gets. */
export function receiptPdf(receipt: ReceiptView): Promise<Buffer> {
  const title = PRINTED_TEXT.providerReceipt;
  return renderPdf({ Title: `${title} ${receipt.number} · Kodea`, Subject: title }, (doc) =>
    write(doc, receipt),
  );
}

function write(doc: PDFKit.PDFDocument, receipt: ReceiptView) {
  const width = contentWidth(doc);
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text('Kodea');
  doc.moveDown(0.3).fillColor(TEXT).fontSize(16).text(PRINTED_TEXT.providerReceipt);
  doc.fontSize(12).text(`N.° ${receipt.number}`);
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
  doc.text('Gracias por aprender con Kodea. Guarda este recibo como constancia de tu pago.', { width });
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

export async function receiptResponse(download: ReceiptDownload): Promise<Response> {
  if (download.kind === 'payment')
    return pdfDownload(await receiptPdf(download.view), receiptFileName(download.view.number));
  const view = electronicReceiptView(download.document);
  return pdfDownload(await electronicViewPdf(view), view.fileName);
}

/** A receipt's XML or the OSE's CDR, as the API gave it: a private file, never cached. */
export function xmlDownload(file: { file_name: string; content: string }): Response {
  return wholeAnswer(file.content, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.file_name}"`,
    'Cache-Control': 'private, no-store',
  });
}
