/**
 * /api/trpc's allowance (issue 77, decision 110): calls per session, or per client for a visitor
 * without one, each procedure of a batch counted. Checked before any procedure runs.
 */
import { hit, LIMITS } from '../throttle';

/** The procedures a request names: `/api/trpc/a,b` is a batch of two. */
export function callsIn(url: URL): number {
  const names = url.pathname.replace(/^\/api\/trpc\/?/, '');
  return Math.max(1, names.split(',').filter(Boolean).length);
}

/** False once the key has spent its allowance; every call counts, refused ones too. */
export async function underBrowserCallLimit(key: string, calls: number): Promise<boolean> {
  let allowed = true;
  for (let index = 0; index < calls; index += 1)
    allowed = (await hit('browserCallsBySession', key)) && allowed;
  return allowed;
}

/** Seconds until the window has room again, for Retry-After. */
export const BROWSER_LIMIT_RETRY_SECONDS = LIMITS.browserCallsBySession.durationSec;
