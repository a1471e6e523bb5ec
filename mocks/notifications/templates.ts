/** Each event's e-mail and WhatsApp template (decision 090): the words the simulated API sends. */
import { formatStartInZone, timeZoneLabel } from '../../kernel/dates';
import type { NotificationEvent } from '../../server/upstream/schemas/reminders';
import { inLima } from '../outbox/dates';
import { siteLink } from '../outbox/send';

/** `when`: the class's date and hour as the family reads them (limaWhen, or the job's own text). */
interface ClassPayload {
  courseName: string;
  when: string;
}

export interface NotificationPayloads {
  class_reminder: ClassPayload & { zoomUrl: string | null };
  class_note: ClassPayload & { note: string };
  recording_available: ClassPayload & { until: string };
  makeup_confirmed: ClassPayload;
  /** payPath: the site's page that pays the held seat (the hold lasts 24 hours: a link, not a search). */
  waitlist_seat: { courseName: string; holdUntil: string; payPath: string };
}

/** 'martes 5 de mayo, 4:00 PM (hora de Perú)': an instant in Lima time, as the pages write it. */
export function limaWhen(at: string | Date): string {
  const lima = inLima(at);
  const local = formatStartInZone(lima.format('YYYY-MM-DD'), lima.format('HH:mm'), 'America/Lima');
  return `${local.date}, ${local.hour} (${timeZoneLabel('America/Lima')})`;
}

interface Template<E extends NotificationEvent> {
  /** The template's name at the chat provider. */
  whatsapp: string;
  parameters: (child: string, payload: NotificationPayloads[E]) => string[];
  subject: (child: string) => string;
  lines: (child: string, payload: NotificationPayloads[E]) => string[];
}

const zoneLink = (childId: number) => siteLink(`/dashboard/recordatorios/${childId}`);

export const TEMPLATES: { [E in NotificationEvent]: Template<E> } = {
  class_reminder: {
    whatsapp: 'recordatorio_clase',
    parameters: (child, p) => [child, p.courseName, p.when],
    subject: (child) => `Kodea · Recordatorio: la clase de ${child} empieza en 30 minutos`,
    lines: (child, p) => [
      `Hola: en 30 minutos empieza la clase de ${child}.`,
      '',
      `Curso: ${p.courseName}`,
      `Cuándo: ${p.when}`,
      ...(p.zoomUrl ? [`Enlace de la clase: ${p.zoomUrl}`] : []),
    ],
  },
  class_note: {
    whatsapp: 'nota_profesor',
    parameters: (child, p) => [child, p.courseName, p.when],
    subject: (child) => `Kodea · Nota del profesor sobre la clase de ${child}`,
    lines: (child, p) => [
      `Hola: el profesor dejó una nota sobre la clase de ${child}.`,
      '',
      `Curso: ${p.courseName}`,
      `Clase: ${p.when}`,
      `Nota: ${p.note}`,
    ],
  },
  recording_available: {
    whatsapp: 'grabacion_disponible',
    parameters: (child, p) => [child, p.courseName, p.when, p.until],
    subject: (child) => `Kodea · Ya está la grabación de la clase de ${child}`,
    lines: (child, p) => [
      `Hola: ya puedes ver la grabación de la clase de ${child} en la Zona de Padres.`,
      '',
      `Curso: ${p.courseName}`,
      `Clase: ${p.when}`,
      `Disponible hasta: ${p.until}`,
    ],
  },
  makeup_confirmed: {
    whatsapp: 'recuperacion_confirmada',
    parameters: (child, p) => [child, p.courseName, p.when],
    subject: (child) => `Kodea · Recuperación confirmada para ${child}`,
    lines: (child, p) => [
      `Hola: confirmamos la clase de recuperación de ${child}.`,
      '',
      `Curso: ${p.courseName}`,
      `Cuándo: ${p.when}`,
    ],
  },
  waitlist_seat: {
    whatsapp: 'cupo_lista_espera',
    parameters: (child, p) => [child, p.courseName, p.holdUntil],
    subject: (child) => `Kodea · Se liberó un cupo para ${child}`,
    lines: (child, p) => [
      `Hola: se liberó un cupo en ${p.courseName} y ${child} está en el primer lugar de la lista de espera.`,
      '',
      `Te lo guardamos hasta: ${p.holdUntil}.`,
      `Págalo aquí: ${siteLink(p.payPath)}`,
    ],
  },
};

/** Every e-mail ends saying why it came and where to change it. */
export const footer = (childId: number) => [
  '',
  'Recibes este aviso porque lo tienes activado en la Zona de Padres.',
  `Puedes elegir qué avisos recibes y por dónde aquí: ${zoneLink(childId)}`,
];
