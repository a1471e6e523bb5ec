/**
 * 'Mis datos': the family's requests over its data (ARCO rights, Ley 29733): access,
 * rectification, cancellation (deletion) and opposition, each with its legal term (kernel/arco.ts).
 */
import { ARCO_RESPONSE_BUSINESS_DAYS, type ArcoKind } from '../arco';

const { access: ACCESS_DAYS, rectification: OTHER_DAYS } = ARCO_RESPONSE_BUSINESS_DAYS;

export const DATA_REQUEST_TEXT = {
  heading: 'Tus derechos sobre tus datos',
  lead: `Puedes pedirnos saber qué datos tenemos de tu familia y cómo los usamos (acceso), que corrijamos un dato (rectificación), que eliminemos los datos de tu familia (cancelación) o que dejemos de usarlos para un fin (oposición). Respondemos el acceso en un plazo máximo de ${ACCESS_DAYS} días hábiles y las demás solicitudes en ${OTHER_DAYS} días hábiles, contados desde el día siguiente a tu solicitud. Te confirmamos por correo que la recibimos.`,
  kindLegend: '¿Qué quieres pedir?',
  kinds: {
    access: 'Saber qué datos tienen y cómo los usan',
    rectification: 'Corregir un dato',
    deletion: 'Eliminar los datos de mi familia',
    opposition: 'Oponerme a un uso de mis datos',
  } satisfies Record<ArcoKind, string>,
  /** The right's name in the law, beside each choice and in the e-mails. */
  rights: {
    access: 'Derecho de acceso',
    rectification: 'Derecho de rectificación',
    deletion: 'Derecho de cancelación',
    opposition: 'Derecho de oposición',
  } satisfies Record<ArcoKind, string>,
  hints: {
    access:
      'Te diremos qué datos guardamos, para qué, de dónde vienen y a quién se los comunicamos. También puedes descargarlos ahora mismo más arriba.',
    rectification: 'Dinos cuál es el dato y cuál es el correcto.',
    deletion:
      'Cerraremos tu cuenta y la de tus hijos; solo guardaremos lo que la ley nos obliga, como los comprobantes de pago.',
    opposition:
      'Dinos a qué uso de tus datos te opones y por qué; dejaremos de usarlos para ese fin si la ley no nos obliga a mantenerlo.',
  } satisfies Record<ArcoKind, string>,
  detailLabel: 'Detalle de tu solicitud',
  detailHint:
    'Para corregir un dato, dinos cuál es y cuál es el correcto; para oponerte, a qué uso y por qué.',
  confirmDeletion:
    'Entiendo que al eliminar los datos de mi familia se cerrarán mi cuenta y las de mis hijos, y no podrán seguir sus cursos.',
  send: 'Enviar solicitud',
  /** The toast after sending: the due date of the request just sent. */
  sent: (due: string) =>
    `Recibimos tu solicitud y te enviamos la confirmación por correo. Te responderemos a más tardar el ${due}.`,
  alreadyOpen: {
    access: 'Ya tienes una solicitud de acceso en curso: te escribiremos cuando la atendamos.',
    rectification: 'Ya tienes una solicitud de corrección en curso: te escribiremos cuando la atendamos.',
    deletion: 'Ya tienes una solicitud de eliminación en curso: te escribiremos cuando la atendamos.',
    opposition: 'Ya tienes una solicitud de oposición en curso: te escribiremos cuando la atendamos.',
  } satisfies Record<ArcoKind, string>,
  /** Above the form, for each kind already open: the form does not offer it again. */
  pending: (kind: string, sent: string, due: string) =>
    `Tu solicitud «${kind}» está en curso: la recibimos el ${sent} y te responderemos a más tardar el ${due}. Mientras tanto no hace falta enviarla de nuevo.`,
  allPending: 'Tienes en curso una solicitud de cada tipo: te escribiremos cuando las atendamos.',
  failure: 'No pudimos enviar tu solicitud. Inténtalo de nuevo en unos minutos.',
  listHeading: 'Tus solicitudes',
  none: 'Aún no has enviado solicitudes.',
  listUnavailable: 'No pudimos mostrar tus solicitudes en este momento.',
  status: { received: 'Recibida', in_progress: 'En proceso', done: 'Atendida', rejected: 'No procede' },
  sentOn: (date: string) => `Enviada el ${date}`,
  dueOn: (date: string) => `Plazo legal de respuesta: hasta el ${date}`,
  answeredOn: (date: string) => `Respondida el ${date}`,
  detailRequired: {
    rectification: 'Cuéntanos qué dato hay que corregir y cuál es el correcto',
    opposition: 'Cuéntanos a qué uso de tus datos te opones y por qué',
  },
} as const;
