/** Every 503 says when to come back: crawlers keep the page, clients wait instead of hammering. */
export const RETRY_AFTER_SECONDS = 60;

export function addRetryAfter(status: number, headers: Headers): void {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
}
