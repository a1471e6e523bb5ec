/**
 * The e-mails of a family's privacy requests (issue 75 point 3, issue 76 point 8): the API
 * acknowledges each ARCO request when it arrives, with the last day of its legal term.
 */
import { arcoDueDate } from '../../kernel/arco';
import { formatLongDate } from '../../kernel/dates';
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
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
