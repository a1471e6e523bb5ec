/** The media storage's PDFs in mock mode; a certificate only at its signed link. */
import type { Express, Request, Response, NextFunction } from 'express';
import { formatLongDate } from '../../../kernel/dates';
import { CERTIFICATE_TEXT, certificatePath } from '../../../kernel/texts/certificates';
import { certificateByFile, type IssuedCertificate } from '../../certificates/verification';
import { db } from '../../db';
import { siteLink } from '../../outbox/send';
import { learningPathEntries } from '../../../fixtures/learning-paths';
import { tinyPdf } from './pdf';
import { isSignedFor, SIGNATURE_PARAM } from './signed-links';

const SIGNED_FOLDER = 'certificados';

const FOLDERS = ['certificados', 'planes-de-estudio', 'materiales'];

export interface MediaDocument {
  lines: string[];
  /** A certificate's verification address, printed as a QR code (decision 087). */
  qr?: string;
}

/** A certificate carries its verification code as text and as a QR code to the site's page. */
function certificateDocument(certificate: IssuedCertificate): MediaDocument {
  const address = siteLink(certificatePath(certificate.code));
  return {
    lines: [
      'Kodea',
      certificate.kind === 'path' ? 'Certificado de ruta' : 'Certificado',
      certificate.title,
      `Otorgado a ${certificate.firstName} ${certificate.lastName}`,
      `Emitido el ${formatLongDate(certificate.issuedOn)}`,
      CERTIFICATE_TEXT.codeLine(certificate.code),
      `Verifícalo en ${address}`,
    ],
    qr: address,
  };
}

const lines = (...text: string[]): MediaDocument => ({ lines: text });

export function mediaDocument(path: string): MediaDocument | null {
  const certificate = certificateByFile(path);
  if (certificate) return certificateDocument(certificate);
  for (const learningPath of db.learningPath.getAll()) {
    if (learningPath.curriculum === path) return lines('Kodea', 'Plan de estudios', learningPath.name);
  }
  const publicPath = learningPathEntries.find((entry) => entry.curriculum === path);
  if (publicPath) return lines('Kodea', 'Plan de estudios', publicPath.name);
  for (const enrolment of db.courseEnrolment.getAll()) {
    const { course } = enrolment;
    const name = course.name ?? '';
    if (course.curriculum === path) return lines('Kodea', 'Plan de estudios', name);
    if (course.instructive === path)
      return lines('Kodea', 'Material de clase', name, 'Descárgalo antes de la primera clase.');
  }
  const organizationCertificate = db.organizationEnrolment.findFirst({
    where: { certificateFile: { equals: path } },
  });
  if (organizationCertificate)
    return lines(
      'Kodea',
      'Certificado',
      organizationCertificate.certificateTitle ?? '',
      `Otorgado a ${organizationCertificate.studentName}`,
    );
  return null;
}

export function mountMediaFiles(app: Express): void {
  app.get('/media/:folder/:file', (req: Request, res: Response, next: NextFunction) => {
    if (!FOLDERS.includes(req.params.folder)) return next();
    if (req.params.folder === SIGNED_FOLDER && !isSignedFor(req.path, req.query[SIGNATURE_PARAM]))
      return res
        .status(403)
        .set('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Este enlace no es válido. Descarga el certificado desde tu cuenta de Kodea.');
    const document = mediaDocument(req.path);
    if (!document) return next();
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${req.params.file.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'private, no-cache',
      })
      .send(tinyPdf(document.lines, document.qr));
  });
}
