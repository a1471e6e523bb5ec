/** The e-mails of the public forms: a new account, a visitor's question (complaints: complaints.ts). */
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
import type { DataRequestFixture } from '../../fixtures/privacy';
import { CLOSING, sendEmail, siteLink } from './send';

export function sendWelcome(user: { email: string; firstName: string }, children: string[]) {
  return sendEmail({
    kind: 'sign-up',
    to: user.email,
    subject: `Kodea · ¡Bienvenido a Kodea, ${user.firstName}!`,
    lines: [
      `Hola, ${user.firstName}: tu cuenta de Kodea está lista.`,
      `Registraste a: ${children.join(', ')}.`,
      '',
      `Entra a la Zona de Padres para elegir cursos y horarios: ${siteLink('/dashboard')}`,
      `Ingresa siempre con este correo: ${user.email}`,
      ...CLOSING,
    ],
  });
}

/** A visitor's question from /contactanos, acknowledged with what they wrote. */
export function sendContactAcknowledgement(question: { to: string; name: string; message: string }) {
  return sendEmail({
    kind: 'contact',
    to: question.to,
    subject: 'Kodea · Recibimos tu consulta',
    lines: [
      `Hola, ${question.name}: recibimos tu consulta y soporte te responderá en el transcurso del día.`,
      '',
      'Tu mensaje:',
      question.message,
      '',
      `Más formas de escribirnos: ${siteLink('/contactanos')}`,
      ...CLOSING,
    ],
  });
}

/** A data request closed by support (done or refused): its status and the answer, as 'Mis datos' shows them. */
export function sendDataRequestAnswer(
  parent: { email: string; firstName: string },
  request: Pick<DataRequestFixture, 'kind' | 'status' | 'answer'>,
) {
  const kind = DATA_REQUEST_TEXT.kinds[request.kind];
  const status = DATA_REQUEST_TEXT.status[request.status];
  return sendEmail({
    kind: 'data-request',
    to: parent.email,
    subject: `Kodea · Tu solicitud «${kind}»: ${status}`,
    lines: [
      `Hola, ${parent.firstName}: respondimos tu solicitud «${kind}».`,
      '',
      request.answer ?? '',
      '',
      `Tus solicitudes: ${siteLink('/dashboard/mis-datos#solicitudes')}`,
      ...CLOSING,
    ],
  });
}
