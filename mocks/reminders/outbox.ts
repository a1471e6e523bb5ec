/** The class reminder e-mail the simulated API "sends": a row of the outbox shown at /__mocks/correos. */
import { randomUUID } from 'node:crypto';
import type { ClassReminderBody } from '../../server/upstream/schemas/reminders';
import { db } from '../db';

export function sendReminderEmail(input: {
  to: string;
  childName: string;
  courseName: string;
  zoomUrl: string | null;
  body: ClassReminderBody;
}) {
  const { body } = input;
  const lines = [
    `Hola: en 30 minutos empieza la clase de ${input.childName}.`,
    '',
    `Curso: ${input.courseName}`,
    `Cuándo: ${body.local_start_text}`,
    ...(input.zoomUrl ? [`Enlace de la clase: ${input.zoomUrl}`] : []),
    '',
    'Recibes este correo porque activaste «Recordarme 30 minutos antes de cada clase» en la Zona de Padres.',
    'Puedes desactivarlo allí cuando quieras.',
  ];
  return db.outboxEmail.create({
    id: `em_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    invoiceId: null,
    kind: 'reminder',
    to: input.to,
    subject: `Kodea · Recordatorio: la clase de ${input.childName} empieza en 30 minutos`,
    text: lines.join('\n'),
    createdAt: new Date().toISOString(),
  });
}
