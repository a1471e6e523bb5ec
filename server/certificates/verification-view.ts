/** What the public page shows of a verified certificate: nothing that identifies more than a name. */
import { formatLongDate } from '@kernel/dates';
import { CERTIFICATE_TEXT } from '@kernel/texts/certificates';
import type { CertificateVerification } from '../upstream/schemas/certificates';

export interface VerifiedCertificate {
  /** 'Sofía Q.': the first name and the last name's initial. */
  holder: string;
  kind: string;
  title: string;
  /** '28 de agosto de 2026': a date, the same in every time zone. */
  issuedOn: string;
}

export function verifiedCertificateView(certificate: CertificateVerification): VerifiedCertificate {
  const initial = certificate.last_name_initial.toLocaleUpperCase('es');
  return {
    holder: initial ? `${certificate.first_name} ${initial}.` : certificate.first_name,
    kind: certificate.kind === 'path' ? CERTIFICATE_TEXT.path : CERTIFICATE_TEXT.course,
    title: certificate.title,
    issuedOn: formatLongDate(certificate.issued_on),
  };
}
