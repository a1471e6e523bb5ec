/** The complaints book's texts (docs/decisions/019). */
export const COMPLAINT_TEXT = {
  title: 'Libro de Reclamaciones',
  lead: 'Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición nuestro Libro de Reclamaciones virtual. Kodea · Lima, Perú.',
  checkData: 'Revisa los datos marcados: tu reclamo aún no se ha registrado.',
  failure:
    'No pudimos registrar tu reclamo en este momento. Tus datos siguen aquí: inténtalo de nuevo en unos minutos.',
  filed: 'Tu reclamo fue registrado. Te enviamos a tu correo el enlace a esta hoja.',
  /** The sheet's page, for whoever holds its link. */
  copyLead:
    'Esta es tu copia de la hoja de reclamación. Guarda el enlace de tu correo: con él puedes volver a verla y descargarla desde cualquier navegador.',
  answerHeading: 'Respuesta del proveedor',
  answeredAt: 'Fecha de respuesta',
  answeredBy: 'Respondió',
  noAnswer: (due: string) => `Aún no hay respuesta. Kodea responderá a más tardar el ${due}.`,
} as const;

/** Days the provider has to answer (Código de Protección y Defensa del Consumidor, art. 24). */
export const RESPONSE_BUSINESS_DAYS = 15;

/** On the sheet, its page and its PDF; counted in business days (kernel/business-days.ts). */
export const RESPONSE_TIME_TEXT = `Kodea responderá a tu reclamo o queja en un plazo máximo de ${RESPONSE_BUSINESS_DAYS} días hábiles, al correo electrónico que indicaste.`;
