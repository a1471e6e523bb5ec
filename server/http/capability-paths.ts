/** The calendar feed's path segment is a credential: masked wherever a path is logged. */
const FEED_PATH = /^\/calendario\/[^/]+\.ics$/i;

export const MASKED_FEED_PATH = '/calendario/[token].ics';

export function maskCapabilities(path: string): string {
  return FEED_PATH.test(path) ? MASKED_FEED_PATH : path;
}
