/** 'Mis datos': asking to correct or delete the family's data (ARCO rights, Ley 29733). */
export const DATA_REQUEST_TEXT = {
  heading: 'Corregir o eliminar datos',
  lead: 'Puedes pedirnos que corrijamos un dato tuyo o de tus hijos, o que eliminemos los datos de tu familia. Te responderemos en un plazo máximo de 10 días hábiles.',
  kindLegend: '¿Qué quieres pedir?',
  kinds: { rectification: 'Corregir un dato', deletion: 'Eliminar los datos de mi familia' },
  deletionHint:
    'Cerraremos tu cuenta y la de tus hijos; solo guardaremos lo que la ley nos obliga, como los comprobantes de pago.',
  detailLabel: 'Detalle de tu solicitud',
  detailHint: 'Para corregir un dato, dinos cuál es y cuál es el correcto.',
  confirmDeletion:
    'Entiendo que al eliminar los datos de mi familia se cerrarán mi cuenta y las de mis hijos, y no podrán seguir sus cursos.',
  send: 'Enviar solicitud',
  sent: 'Recibimos tu solicitud. Te responderemos en un plazo máximo de 10 días hábiles.',
  alreadyOpen: {
    rectification: 'Ya tienes una solicitud de corrección en curso: te escribiremos cuando la atendamos.',
    deletion: 'Ya tienes una solicitud de eliminación en curso: te escribiremos cuando la atendamos.',
  },
  failure: 'No pudimos enviar tu solicitud. Inténtalo de nuevo en unos minutos.',
  listHeading: 'Tus solicitudes',
  none: 'Aún no has enviado solicitudes.',
  listUnavailable: 'No pudimos mostrar tus solicitudes en este momento.',
  status: { received: 'Recibida', in_progress: 'En proceso', done: 'Atendida', rejected: 'No procede' },
  sentOn: (date: string) => `Enviada el ${date}`,
  answeredOn: (date: string) => `Respondida el ${date}`,
} as const;
