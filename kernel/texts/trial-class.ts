/** The trial-class offer's words (issue 17, decision 036): the banner, the form and its confirmation. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABEL: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export const TRIAL_CLASS_TEXT = {
  bannerAction: 'Reservar mi clase gratis',
  dismiss: 'Ahora no',
  formTitle: 'Reserva una clase de prueba gratis',
  submit: 'Reservar clase de prueba',
  /** This connection's own limit. */
  throttled: 'Recibimos muchas reservas desde tu conexión. Espera unos minutos y vuelve a intentarlo.',
  /** The limit every visitor shares (decision 098). */
  siteBusy:
    'En este momento estamos recibiendo demasiadas reservas de clases de prueba. Espera unos minutos y vuelve a intentarlo.',
  failure: 'No pudimos reservar tu clase en este momento. Inténtalo de nuevo en unos minutos.',
  refused: 'No pudimos reservar con esos datos. Revisa los campos e inténtalo de nuevo.',
  unavailable: 'Por ahora no tenemos clases de prueba disponibles. Vuelve pronto.',
  ageLabel: 'Edad de tu hijo o hija',
  ageRequired: 'Elige la edad de tu hijo o hija',
  /** The second age list's youngest (0 a 4 años) falls in no program range. */
  tooYoung: 'Por ahora nuestras clases son para niños y niñas desde los 5 años.',
  confirmedTitle: '¡Listo! Recibimos tu reserva',
} as const;
