/**
 * Every 503 says when to come back (docs/decisions/024): crawlers then keep the page instead of
 * dropping it, and clients and load balancers wait instead of hammering a site under maintenance
 * or a store that is reconnecting. An answer that already names its own delay keeps it.
 */
export const RETRY_AFTER_SECONDS = 60;

export function addRetryAfter(status: number, headers: Headers): void {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
}
