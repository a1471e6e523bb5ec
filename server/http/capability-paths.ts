/** Path segments that are credentials (the calendar feed, a password reset link): masked wherever a path is logged. */
const FEED_PATH = /^\/calendario\/[^/]+\.ics$/i;
const RESET_PATH = /^\/restablecer-contrasena\/[^/]+\/?$/i;

export const MASKED_FEED_PATH = '/calendario/[token].ics';
export const MASKED_RESET_PATH = '/restablecer-contrasena/[token]';

export function maskCapabilities(path: string): string {
  if (FEED_PATH.test(path)) return MASKED_FEED_PATH;
  return RESET_PATH.test(path) ? MASKED_RESET_PATH : path;
}
