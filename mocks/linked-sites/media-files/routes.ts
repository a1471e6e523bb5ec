/** The media storage's PDFs in mock mode; a certificate only at its signed link. */
import type { Express, Request, Response, NextFunction } from 'express';
import { db, userById } from '../../db';
import { learningPathEntries } from '../../../fixtures/learning-paths';
import { tinyPdf } from './pdf';
import { isSignedFor, SIGNATURE_PARAM } from './signed-links';

const SIGNED_FOLDER = 'certificados';

const FOLDERS = ['certificados', 'planes-de-estudio', 'materiales'];

function childName(childId: number): string {
  const child = db.child.findFirst({ where: { id: { equals: childId } } });
  return child ? `${child.first_name} ${child.last_name}` : '';
}

export function mediaDocument(path: string): string[] | null {
  for (const certificate of db.certificate.getAll()) {
    if (certificate.file !== path) continue;
    const user = userById(certificate.userId);
    return ['Kodea', 'Certificado', certificate.title, `Otorgado a ${user?.firstName} ${user?.lastName}`];
  }
  for (const learningPath of db.learningPath.getAll()) {
    const { certificate } = learningPath;
    if (certificate?.file === path)
      return [
        'Kodea',
        'Certificado de ruta',
        certificate.title,
        `Otorgado a ${childName(learningPath.childId)}`,
      ];
    if (learningPath.curriculum === path) return ['Kodea', 'Plan de estudios', learningPath.name];
  }
  const publicPath = learningPathEntries.find((entry) => entry.curriculum === path);
  if (publicPath) return ['Kodea', 'Plan de estudios', publicPath.name];
  for (const enrolment of db.courseEnrolment.getAll()) {
    const { certificate, course } = enrolment;
    if (certificate?.file === path)
      return ['Kodea', 'Certificado', certificate.title, `Otorgado a ${childName(enrolment.childId)}`];
    const name = course.name ?? '';
    if (course.curriculum === path) return ['Kodea', 'Plan de estudios', name];
    if (course.instructive === path)
      return ['Kodea', 'Material de clase', name, 'Descárgalo antes de la primera clase.'];
  }
  const organizationCertificate = db.organizationEnrolment.findFirst({
    where: { certificateFile: { equals: path } },
  });
  if (organizationCertificate)
    return [
      'Kodea',
      'Certificado',
      organizationCertificate.certificateTitle ?? '',
      `Otorgado a ${organizationCertificate.studentName}`,
    ];
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
    const lines = mediaDocument(req.path);
    if (!lines) return next();
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${req.params.file.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'private, no-cache',
      })
      .send(tinyPdf(lines));
  });
}
