/**
 * The e-mails of a family's privacy choices (issue 75 point 3, issue 76 point 8): the API
 * acknowledges each ARCO request when it arrives, with the last day of its legal term, and each
 * consent withdrawn, with what it means.
 */
import { arcoDueDate } from '../../kernel/arco';
import { formatLongDate } from '../../kernel/dates';
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
import { MY_DATA_TEXT } from '../../kernel/texts/privacy';
import type { DataRequestFixture } from '../../fixtures/privacy';
import { CLOSING, sendEmail, siteLink } from './send';
import { emailDateTime } from './dates';

export function sendDataRequestReceived(
  parent: { email: string; firstName: string },
  request: Pick<DataRequestFixture, 'kind' | 'detail' | 'createdAt'>,
) {
  const kind = DATA_REQUEST_TEXT.kinds[request.kind];
  const due = formatLongDate(arcoDueDate(request.kind, request.createdAt));
  return sendEmail({
    kind: 'data-request',
    to: parent.email,
    subject: `Kodea · Recibimos tu solicitud «${kind}»`,
    lines: [
      `Hola, ${parent.firstName}: recibimos tu solicitud «${kind}» (${DATA_REQUEST_TEXT.rights[
        request.kind
      ].toLowerCase()}, Ley N.° 29733) el ${emailDateTime(request.createdAt)}.`,
      ...(request.detail ? ['', 'Lo que nos pediste:', request.detail] : []),
      '',
      `Te responderemos a más tardar el ${due}, el plazo que fija la ley.`,
      `Tus solicitudes: ${siteLink('/dashboard/mis-datos#solicitudes')}`,
      ...CLOSING,
    ],
  });
}

/** A consent withdrawn from 'Mis datos': when, for which children, and what it means. */
export function sendConsentWithdrawn(
  parent: { email: string; firstName: string },
  consent: { textVersion: string; acceptedAt: string; withdrawnAt: string | null },
  childNames: string[],
) {
  return sendEmail({
    kind: 'data-request',
    to: parent.email,
    subject: 'Kodea · Retiraste tu consentimiento',
    lines: [
      `Hola, ${parent.firstName}: registramos el ${emailDateTime(
        consent.withdrawnAt ?? new Date().toISOString(),
      )} el retiro de tu consentimiento para que Kodea trate los datos de ${
        childNames.length ? childNames.join(', ') : 'tus hijos'
      }.`,
      `Lo habías dado el ${emailDateTime(consent.acceptedAt)} (versión ${
        consent.textVersion
      } de la política de privacidad).`,
      '',
      MY_DATA_TEXT.withdrawMeans,
      '',
      `Tus consentimientos y solicitudes: ${siteLink('/dashboard/mis-datos#consentimientos')}`,
      ...CLOSING,
    ],
  });
}
