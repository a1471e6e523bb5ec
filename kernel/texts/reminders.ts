/** Reminders before class and the calendar subscription (issue 17, docs/decisions/038): the parents' words. */
export const REMINDERS_TEXT = {
  linkTitle: 'Recordatorios y calendario',
  linkLead: (child: string) =>
    `Elige los avisos sobre ${child}, por correo o WhatsApp, y suscribe tu calendario a su horario.`,
  linkLabel: (child: string) => `Recordatorios y calendario de ${child}`,
  pageTitle: (child: string) => `Recordatorios y calendario de ${child}`,
  back: '← Volver a la Zona de Padres',
  remindersHeading: 'Avisos',
  remindersLead: (child: string) =>
    `Elige por dónde te avisamos y qué avisos sobre ${child} quieres recibir.`,
  channelLegend: 'Recibir los avisos por',
  channels: { email: 'Correo electrónico', whatsapp: 'WhatsApp' },
  whatsappTo: (phone: string) => `Al ${phone}, desde el número de Kodea.`,
  whatsappNoPhone: 'Tu cuenta no tiene un número de celular.',
  noPhone:
    'Para recibir avisos por WhatsApp necesitamos tu número de celular. Elige el correo electrónico o escríbenos para agregarlo a tu cuenta.',
  channelRequired: 'Elige por dónde quieres recibir los avisos.',
  eventsLegend: 'Qué avisos quieres recibir',
  toggleLabel: 'Recordarme 30 minutos antes de cada clase',
  events: {
    class_note: 'Nota del profesor',
    recording_available: 'Grabación disponible',
    makeup_confirmed: 'Recuperación confirmada',
    waitlist_seat: 'Cupo en lista de espera',
  },
  eventHints: {
    class_note: 'Cuando el profesor deja una nota después de una clase.',
    recording_available: 'Cuando la grabación de una clase ya se puede ver.',
    makeup_confirmed: 'Cuando confirmamos una clase de recuperación.',
    waitlist_seat: 'Cuando se libera un cupo en un grupo lleno en el que esperas.',
  },
  save: 'Guardar',
  stateOn: (count: number, channel: 'email' | 'whatsapp') =>
    `${count === 1 ? '1 aviso activado' : `${count} avisos activados`}, por ${
      channel === 'email' ? 'correo electrónico' : 'WhatsApp'
    }.`,
  stateOff: 'Todos los avisos están desactivados.',
  saved: (child: string, channel: 'email' | 'whatsapp') =>
    `Listo: guardamos los avisos de ${child}; te llegarán por ${
      channel === 'email' ? 'correo electrónico' : 'WhatsApp'
    }.`,
  savedOff: (child: string) => `Listo: ya no te enviaremos avisos sobre ${child}.`,
  feedHeading: 'Suscripción al calendario',
  feedLead: (child: string) =>
    `Con este enlace privado tu calendario (Google, Apple, Outlook) se actualiza solo cuando cambia el horario de ${child}. Quien tenga el enlace puede ver sus clases: no lo compartas.`,
  feedNone: 'Todavía no creaste un enlace de suscripción.',
  createFeed: 'Crear enlace de suscripción',
  feedUrlLabel: 'Enlace de suscripción',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  copyFailed: 'No pudimos copiarlo: selecciona el enlace y cópialo.',
  apple: 'Suscribirme en Apple Calendar',
  googleHelp:
    'En Google Calendar: «Otros calendarios» → «Desde URL», pega el enlace y elige «Añadir calendario».',
  rotateFeed: 'Generar un enlace nuevo',
  rotateHelp: 'El enlace anterior deja de funcionar.',
  revokeFeed: 'Revocar',
  revokeHelp: 'Los calendarios suscritos dejan de actualizarse.',
  feedCreated: 'Listo: creamos tu enlace de suscripción.',
  feedRotated: 'Listo: creamos un enlace nuevo; el anterior ya no funciona.',
  feedRevoked: 'Listo: revocamos el enlace; los calendarios suscritos dejarán de actualizarse.',
  failure: 'No pudimos guardar el cambio. Inténtalo de nuevo en unos minutos.',
} as const;
