/** The complaints book's texts (docs/decisions/019). */
export const COMPLAINT_TEXT = {
  title: 'Libro de Reclamaciones',
  lead: 'Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición nuestro Libro de Reclamaciones virtual. Kodea · Lima, Perú.',
  checkData: 'Revisa los datos marcados: tu reclamo aún no se ha registrado.',
  failure:
    'No pudimos registrar tu reclamo en este momento. Tus datos siguen aquí: inténtalo de nuevo en unos minutos.',
  recordTitle: 'Hoja de reclamación',
  filed: 'Tu reclamo fue registrado.',
} as const;
