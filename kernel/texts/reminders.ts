/** Reminders before class and the calendar subscription (issue 17, docs/decisions/038): the parents' words. */
export const REMINDERS_TEXT = {
  linkTitle: 'Recordatorios y calendario',
  linkLead: (child: string) =>
    `Recibe un correo antes de cada clase de ${child} y suscribe tu calendario a su horario.`,
  linkLabel: (child: string) => `Recordatorios y calendario de ${child}`,
  pageTitle: (child: string) => `Recordatorios y calendario de ${child}`,
  back: '← Volver a la Zona de Padres',
  remindersHeading: 'Recordatorios antes de clase',
  remindersLead: (child: string) =>
    `Te enviamos un correo 30 minutos antes de cada clase de ${child}, con la hora en tu zona horaria y el enlace de la clase.`,
  toggleLabel: 'Recordarme 30 minutos antes de cada clase',
  save: 'Guardar',
  stateOn: 'Recordatorios activados.',
  stateOff: 'Recordatorios desactivados.',
  remindersOn: (child: string) =>
    `Listo: te enviaremos un correo 30 minutos antes de cada clase de ${child}.`,
  remindersOff: (child: string) => `Listo: ya no te enviaremos recordatorios de las clases de ${child}.`,
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
