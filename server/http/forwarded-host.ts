/**
 * Remix re-checks a POST's Origin against X-Forwarded-Host and answers an empty 500 on mismatch.
 * Our CSRF rule (security.ts) decides; once it accepts a sender, the edge names that sender's host
 * here so Remix's copy agrees. Nothing else reads X-Forwarded-Host.
 */
import type { Request } from 'express';

export function alignForwardedHost(req: Request): void {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null' || !URL.canParse(origin)) return;
  req.headers['x-forwarded-host'] = new URL(origin).host;
}
