/** The complaints book's texts (docs/decisions/019). */
export const COMPLAINT_TEXT = {
  title: 'Libro de Reclamaciones',
  lead: 'Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición nuestro Libro de Reclamaciones virtual. Kodea · Lima, Perú.',
  checkData: 'Revisa los datos marcados: tu reclamo aún no se ha registrado.',
  failure:
    'No pudimos registrar tu reclamo en este momento. Tus datos siguen aquí: inténtalo de nuevo en unos minutos.',
  filed: 'Tu reclamo fue registrado.',
} as const;

/** Days the provider has to answer (Código de Protección y Defensa del Consumidor, art. 24). */
export const RESPONSE_BUSINESS_DAYS = 15;

/** Under the filed record, on the page and in the downloaded document. */
export const RESPONSE_TIME_TEXT = `Kodea responderá a tu reclamo o queja en un plazo máximo de ${RESPONSE_BUSINESS_DAYS} días hábiles, al correo electrónico que indicaste.`;
