/**
 * Every certificate the simulated API issued, found by its verification code (the public check)
 * or by its file (the PDF that prints the code): a student's own, and a child's course or path
 * certificate in the parents' zone.
 */
import { db, userById } from '../db';

export interface IssuedCertificate {
  code: string;
  file: string;
  title: string;
  kind: 'course' | 'path';
  issuedOn: string;
  firstName: string;
  lastName: string;
  revoked: boolean;
}

function childNames(childId: number) {
  const child = db.child.findFirst({ where: { id: { equals: childId } } });
  return { firstName: child?.first_name ?? '', lastName: child?.last_name ?? '' };
}

function* issuedCertificates(): Generator<IssuedCertificate> {
  for (const certificate of db.certificate.getAll()) {
    const user = userById(certificate.userId);
    yield {
      code: certificate.verificationCode,
      file: certificate.file,
      title: certificate.title,
      kind: 'course',
      issuedOn: certificate.issuedOn,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      revoked: certificate.revoked,
    };
  }
  const held = [
    ...db.learningPath.getAll().map((path) => ({ ...path, kind: 'path' as const })),
    ...db.courseEnrolment.getAll().map((enrolment) => ({ ...enrolment, kind: 'course' as const })),
  ];
  for (const { certificate, childId, kind } of held) {
    if (!certificate) continue;
    yield {
      code: certificate.verification_code,
      file: certificate.file,
      title: certificate.title,
      kind,
      issuedOn: certificate.issued_on,
      ...childNames(childId),
      revoked: certificate.revoked,
    };
  }
}

export function certificateByCode(code: string): IssuedCertificate | null {
  for (const certificate of issuedCertificates()) if (certificate.code === code) return certificate;
  return null;
}

export function certificateByFile(file: string): IssuedCertificate | null {
  for (const certificate of issuedCertificates()) if (certificate.file === file) return certificate;
  return null;
}
