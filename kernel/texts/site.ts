/** The product's claims (spec §1, §9): shown on the home as written here. */
export const SITE_CLAIMS = [
  'Más de 8,500 estudiantes formados',
  '6 estudiantes por clase',
  'Sesiones de 90 minutos',
] as const;

/** The footer's legal line: the spec's 2022 as the first year, then the current one. */
export function copyrightLine(year: number): string {
  const years = year > 2022 ? `2022–${year}` : '2022';
  return `© ${years} Kodea. Todos los derechos reservados.`;
}

/** First focusable thing of every page (WCAG 2.4.1): past the header straight to the content. */
export const SKIP_LINK_TEXT = 'Saltar al contenido principal';

/** Where an error page lets a parent go on (home, courses, contact), shared by React and the express guards. */
export const ERROR_WAYS_ON = [
  { href: '/', label: 'Ir al inicio' },
  { href: '/cursos', label: 'Ver cursos' },
  { href: '/contactanos', label: 'Contáctanos' },
] as const;

/**
 * 'de' before a phrase of ours, contracted as Spanish writes it: 'del curso «…»', 'de la ruta …'
 * (never 'de el').
 */
export function ofPhrase(phrase: string): string {
  return phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

/**
 * 'N.º 123' as one unbreakable piece: 'º' (an ordinal letter) never parts from the dot as the
 * degree sign '°' can on a narrow screen, and a no-break space keeps the number beside it.
 */
export const NUMBER_SIGN = 'N.º';
export const numbered = (number: string | number) => `${NUMBER_SIGN}\u00a0${number}`;
