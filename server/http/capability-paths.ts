/**
 * Path segments that are credentials (the calendar feed, a password reset link, a complaint
 * sheet's copy link): masked wherever a path is logged.
 */
const FEED_PATH = /^\/calendario\/[^/]+\.ics$/i;
const RESET_PATH = /^\/restablecer-contrasena\/[^/]+\/?$/i;
const COMPLAINT_COPY_PATH = /^\/libro-de-reclamaciones\/hoja\/[^/]+?(\/descargar)?(\.data)?\/?$/i;

export const MASKED_FEED_PATH = '/calendario/[token].ics';
export const MASKED_RESET_PATH = '/restablecer-contrasena/[token]';
export const MASKED_COMPLAINT_COPY_PATH = '/libro-de-reclamaciones/hoja/[token]';

export function maskCapabilities(path: string): string {
  if (FEED_PATH.test(path)) return MASKED_FEED_PATH;
  const copy = COMPLAINT_COPY_PATH.exec(path);
  if (copy) return `${MASKED_COMPLAINT_COPY_PATH}${copy[1] ?? ''}`;
  return RESET_PATH.test(path) ? MASKED_RESET_PATH : path;
}
