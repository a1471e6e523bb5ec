/** The product's claims (spec §1, §9): shown on the home as written here. */
export const SITE_CLAIMS = [
  'Más de 8,500 estudiantes formados',
  '6 estudiantes por clase',
  'Sesiones de 90 minutos',
] as const;
