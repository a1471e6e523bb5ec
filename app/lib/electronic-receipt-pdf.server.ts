/**
 * The printed representation of a boleta, factura or nota de crédito (issue 55 point 2, issue
 * 75): the issuer the document names in the box with its RUC, title and serie-número, as SUNAT's
 * own printed receipts lay it out; the operation of a sale abroad, the buyer, a factura's forma de
 * pago, a nota's catálogo 09 code, the itemised lines, the tax lines, the total in figures and in
 * words, the legends, the hash and the QR. Only a valid document is ever printed (receipt-status).
 */
import { PRINTED_TEXT } from '@kernel/texts/receipts';
import { drawQrCode } from '@server/pdf/qr-code';
import type { ElectronicReceiptView } from '@server/invoice-checkout/electronic-receipt-view';
import { contentWidth, fact, PDF_COLORS, renderPdf } from './pdf-document.server';

const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLORS;
const BOX_WIDTH = 200;
const QR_SIZE = 110;
const AMOUNT_WIDTH = 110;
const QUANTITY_WIDTH = 40;

export function electronicViewPdf(view: ElectronicReceiptView): Promise<Buffer> {
  return renderPdf({ Title: `${view.title} ${view.number}`, Subject: view.representation }, (doc) =>
    write(doc, view),
  );
}

function write(doc: PDFKit.PDFDocument, view: ElectronicReceiptView) {
  header(doc, view);
  fact(doc, 'Fecha de emisión', view.issuedOn);
  fact(doc, 'Moneda', view.currency);
  if (view.operation) fact(doc, 'Tipo de operación', view.operation);
  fact(doc, view.buyer.label, view.buyer.name);
  fact(doc, view.buyer.documentLabel, view.buyer.document);
  if (view.buyer.address) fact(doc, 'Dirección', view.buyer.address);
  if (view.paymentTerms) fact(doc, PRINTED_TEXT.paymentTerms, view.paymentTerms);
  if (view.reference) {
    fact(doc, 'Documento que modifica', view.reference.document);
    if (view.reference.kind) fact(doc, 'Tipo de nota de crédito', view.reference.kind);
    fact(doc, 'Motivo', view.reference.reason);
  }
  doc.moveDown();
  lines(doc, view);
  totals(doc, view);
  footer(doc, view);
}

function header(doc: PDFKit.PDFDocument, view: ElectronicReceiptView) {
  const left = doc.page.margins.left;
  const top = doc.y;
  const boxX = left + contentWidth(doc) - BOX_WIDTH;
  const issuerWidth = boxX - left - 16;
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text('Kodea', left, top, { width: issuerWidth });
  doc.fillColor(TEXT).fontSize(10).text(view.issuer.legal_name, { width: issuerWidth });
  doc.font('Helvetica').fillColor(MUTED).text(view.issuer.address, { width: issuerWidth });
  const issuerBottom = doc.y;

  doc.font('Helvetica-Bold').fillColor(TEXT).fontSize(11);
  doc.text(`RUC ${view.issuer.ruc}`, boxX, top + 10, { width: BOX_WIDTH, align: 'center' });
  doc.moveDown(0.3).text(view.title, { width: BOX_WIDTH, align: 'center' });
  doc.moveDown(0.3).text(view.number, { width: BOX_WIDTH, align: 'center' });
  const boxBottom = doc.y + 10;
  doc
    .lineWidth(1)
    .strokeColor(TEXT)
    .rect(boxX, top, BOX_WIDTH, boxBottom - top)
    .stroke();

  doc.x = left;
  doc.y = Math.max(issuerBottom, boxBottom) + 18;
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const descriptionWidth = width - QUANTITY_WIDTH - AMOUNT_WIDTH - 16;
  const top = doc.y;
  doc.text(cells[0], left, top, { width: QUANTITY_WIDTH });
  doc.text(cells[1], left + QUANTITY_WIDTH + 8, top, { width: descriptionWidth });
  const bottom = doc.y;
  doc.text(cells[2], left + width - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 4;
  doc.x = left;
}

function rule(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  doc
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .stroke();
  doc.y += 4;
}

function lines(doc: PDFKit.PDFDocument, view: ElectronicReceiptView) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(TEXT);
  row(doc, ['Cant.', 'Descripción', 'Importe']);
  rule(doc);
  doc.font('Helvetica');
  for (const line of view.lines) row(doc, [line.quantity, line.description, line.amount]);
  rule(doc);
}

function amountLine(doc: PDFKit.PDFDocument, label: string, amount: string) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.text(label, left, top, { width: width - AMOUNT_WIDTH - 8, align: 'right' });
  doc.text(amount, left + width - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = left;
  doc.moveDown(0.2);
}

function totals(doc: PDFKit.PDFDocument, view: ElectronicReceiptView) {
  doc.font('Helvetica').fontSize(10).fillColor(TEXT);
  if (view.discount) amountLine(doc, 'Descuento', view.discount);
  for (const tax of view.taxes) amountLine(doc, tax.label, tax.amount);
  doc.font('Helvetica-Bold');
  amountLine(doc, 'Importe total', view.total);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .text(view.totalInWords, { width: contentWidth(doc) });
  for (const legend of view.legends) doc.moveDown(0.3).text(legend, { width: contentWidth(doc) });
}

function footer(doc: PDFKit.PDFDocument, view: ElectronicReceiptView) {
  const left = doc.page.margins.left;
  doc.moveDown(1.5);
  if (doc.y + QR_SIZE > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  drawQrCode(doc, view.qr, { x: left, y: top, size: QR_SIZE });
  const textX = left + QR_SIZE + 16;
  const textWidth = contentWidth(doc) - QR_SIZE - 16;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Código hash: ${view.hash}`, textX, top, { width: textWidth });
  doc.moveDown(0.5).text(view.representation, { width: textWidth });
  doc.moveDown(0.5).text('Consulta su validez en www.sunat.gob.pe', { width: textWidth });
  doc.x = left;
  doc.y = Math.max(doc.y, top + QR_SIZE) + 8;
}
