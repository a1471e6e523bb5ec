/**
 * Remix checks a form post's Origin a second time (`throwIfPotentialCSRFAttack`, on every POST to
 * a route with a page): against X-Forwarded-Host, else Host, and a mismatch throws, answered as an
 * empty 500. A stranger only had to send an X-Forwarded-Host of their choosing; a card provider's
 * hosted form posting back (a trusted origin, decision 012) met the same 500.
 *
 * The site's CSRF rule is ours (security.ts, decisions 012 and 024). Once it has accepted a
 * sender, the edge names that sender's host as the forwarded host, so the framework's copy of the
 * check agrees with the rule instead of failing. Nothing else reads X-Forwarded-Host: URLs come
 * from PUBLIC_URL (decision 024) and express's `req.hostname` is not used.
 */
import type { Request } from 'express';

export function alignForwardedHost(req: Request): void {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null' || !URL.canParse(origin)) return;
  req.headers['x-forwarded-host'] = new URL(origin).host;
}
