import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import type { ComplaintProvider } from '@server/complaints/provider';
import type { ComplaintRecord } from '@server/complaints/record';
import { contentWidth, fact, PDF_COLORS, renderPdf, safeFilePart } from '~/lib/pdf-document.server';

export function complaintFileName(record: Pick<ComplaintRecord, 'number'>): string {
  // 'N.° 000123-2026': the digits and the dash are the number; 'N.°' is only its label.
  return `hoja-de-reclamacion-${safeFilePart(record.number.replace(/[^0-9-]/g, ''), 'kodea')}.pdf`;
}

export function complaintPdf(
  record: ComplaintRecord,
  provider: ComplaintProvider,
  filedAt: string,
  responseText: string,
): Promise<Buffer> {
  return renderPdf(
    {
      Title: `Hoja de reclamación ${record.number} · ${provider.legalName}`,
      Subject: 'Libro de Reclamaciones',
    },
    (doc) => {
      const width = contentWidth(doc);
      doc.fillColor(PDF_COLORS.brand).font('Helvetica-Bold').fontSize(20).text('Libro de Reclamaciones');
      doc.moveDown(0.3).fillColor(PDF_COLORS.text).fontSize(15).text(`Hoja de reclamación ${record.number}`);
      doc.font('Helvetica').fontSize(10).fillColor(PDF_COLORS.muted).text(`Fecha: ${filedAt}`);

      block(doc, 'Proveedor');
      fact(doc, 'Razón social', provider.legalName);
      fact(doc, 'RUC', provider.ruc);
      fact(doc, 'Domicilio', provider.address);

      block(doc, '1. Identificación del consumidor reclamante');
      fact(doc, 'Nombre', record.consumer.name);
      if (record.consumer.country) fact(doc, 'País', record.consumer.country);
      fact(doc, 'Documento', record.consumer.document);
      fact(doc, 'Domicilio', record.consumer.address);
      fact(doc, 'Teléfono', record.consumer.phone);
      fact(doc, 'Correo electrónico', record.consumer.email);
      if (record.guardian)
        fact(doc, 'Padre, madre o apoderado', `${record.guardian.name} · ${record.guardian.document}`);

      block(doc, '2. Identificación del bien contratado');
      fact(doc, 'Tipo', record.good.object);
      if (record.good.name) fact(doc, 'Producto o servicio', record.good.name);
      fact(doc, 'Monto reclamado', record.good.amount);
      fact(doc, 'Descripción', record.good.description);

      block(doc, '3. Detalle de la reclamación y pedido del consumidor');
      fact(doc, 'Tipo', record.claim.type);
      fact(doc, 'Detalle', record.claim.detail);
      fact(doc, 'Pedido del consumidor', record.claim.request);

      block(doc, `4. ${COMPLAINT_TEXT.answerHeading}`);
      if (record.answer) {
        fact(doc, COMPLAINT_TEXT.answeredAt, record.answer.answeredAt);
        fact(doc, COMPLAINT_TEXT.answeredBy, record.answer.by);
        fact(doc, 'Respuesta', record.answer.text);
      } else {
        doc.font('Helvetica').fontSize(10).fillColor(PDF_COLORS.text);
        doc.text(COMPLAINT_TEXT.noAnswer(record.responseDue), { width });
      }

      doc.moveDown(1.5).font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.text);
      doc.text(responseText, { width });
      doc.moveDown().font('Helvetica').fontSize(8).fillColor(PDF_COLORS.muted);
      doc.text(
        'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
        { width },
      );
    },
  );
}

function block(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor(PDF_COLORS.text).text(title);
  doc.moveDown(0.3);
}
