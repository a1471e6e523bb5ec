import { formatHourInZone } from '../dates';

/** The spec's contact-form texts (§5, §8), word for word. */
export const CONTACT_SUCCESS =
  'Datos enviados correctamente, en el transcurso del día soporte se pondrá en contacto';
export const CONTACT_FAILURE = 'Ups, algo salió mal, intente de nuevo';
export const CHAT_HINT = 'Para una atención pronta puedes contactarnos por medio de';

const LIMA = 'America/Lima';
/** A Lima wall-clock hour in the one hour format (decision 080); the date only anchors it. */
const limaHour = (wallClock: string) => formatHourInZone('2026-01-05', wallClock, LIMA);

/** When support answers (the public contact page). */
export const SUPPORT_HOURS = `Lunes a viernes de ${limaHour('09:00')} a ${limaHour(
  '19:00',
)}, sábados de ${limaHour('09:00')} a ${limaHour('13:00')} (hora de Lima)`;
