/**
 * The complaints book's e-mails (docs/decisions/099): the consumer's copy of the sheet as a link
 * that opens in any browser (its token is the credential), and the provider's answer with the same
 * link, where the sheet now shows it.
 */
import { RESPONSE_TIME_TEXT } from '../../kernel/texts/complaints';
import { CLOSING, sendEmail, siteLink } from './send';
import { emailDateTime } from './dates';

/** The sheet's number as its page writes it ('N.° 000001-2026'). */
export const complaintNumber = (number: number, year: number) =>
  `N.° ${String(number).padStart(6, '0')}-${year}`;

/** The copy link: the page, and its PDF at `…/descargar`. */
export const copyLink = (token: string) => siteLink(`/libro-de-reclamaciones/hoja/${token}`);

interface Sheet {
  number: number;
  year: number;
  createdAt: string;
  copyToken: string;
}

export function sendComplaintCopy(
  sheet: Sheet & { to: string; firstName: string; kind: 'claim' | 'complaint' },
) {
  const number = complaintNumber(sheet.number, sheet.year);
  return sendEmail({
    kind: 'complaint',
    to: sheet.to,
    subject: `Kodea · Libro de Reclamaciones · Hoja ${number}`,
    lines: [
      `Hola, ${sheet.firstName}: registramos tu ${sheet.kind === 'claim' ? 'reclamo' : 'queja'}.`,
      '',
      `Hoja de reclamación ${number}`,
      `Fecha: ${emailDateTime(sheet.createdAt)}`,
      RESPONSE_TIME_TEXT,
      '',
      'Tu copia de la hoja, para verla o descargarla en PDF desde cualquier navegador:',
      copyLink(sheet.copyToken),
      'Guarda este correo: el enlace es personal y es la única forma de abrir tu hoja.',
      ...CLOSING,
    ],
  });
}

export function sendComplaintAnswer(
  sheet: Sheet & { to: string; firstName: string },
  answer: { text: string; by: string },
) {
  const number = complaintNumber(sheet.number, sheet.year);
  return sendEmail({
    kind: 'complaint',
    to: sheet.to,
    subject: `Kodea · Respuesta a tu hoja de reclamación ${number}`,
    lines: [
      `Hola, ${sheet.firstName}: respondimos tu hoja de reclamación ${number}.`,
      '',
      answer.text,
      '',
      `Respondió: ${answer.by}`,
      'La respuesta quedó registrada en tu hoja, que puedes ver o descargar aquí:',
      copyLink(sheet.copyToken),
      ...CLOSING,
    ],
  });
}
