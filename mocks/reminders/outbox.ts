/** The class reminder e-mail the simulated API "sends": a row of the outbox shown at /__mocks/correos. */
import type { ClassReminderBody } from '../../server/upstream/schemas/reminders';
import { sendEmail } from '../outbox/send';

export function sendReminderEmail(input: {
  to: string;
  childName: string;
  courseName: string;
  zoomUrl: string | null;
  body: ClassReminderBody;
}) {
  return sendEmail({
    kind: 'reminder',
    to: input.to,
    subject: `Kodea · Recordatorio: la clase de ${input.childName} empieza en 30 minutos`,
    lines: [
      `Hola: en 30 minutos empieza la clase de ${input.childName}.`,
      '',
      `Curso: ${input.courseName}`,
      `Cuándo: ${input.body.local_start_text}`,
      ...(input.zoomUrl ? [`Enlace de la clase: ${input.zoomUrl}`] : []),
      '',
      'Recibes este correo porque activaste «Recordarme 30 minutos antes de cada clase» en la Zona de Padres.',
      'Puedes desactivarlo allí cuando quieras.',
    ],
  });
}
