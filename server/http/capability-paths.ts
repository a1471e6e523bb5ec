/**
 * Paths whose segment is a credential (a capability URL): the child's calendar feed
 * /calendario/{token}.ics (docs/decisions/038). Whoever reads the logs must not be able to
 * subscribe to a child's classes, so the token is masked wherever a path is logged.
 */
const FEED_PATH = /^\/calendario\/[^/]+\.ics$/i;

export const MASKED_FEED_PATH = '/calendario/[token].ics';

export function maskCapabilities(path: string): string {
  return FEED_PATH.test(path) ? MASKED_FEED_PATH : path;
}
