/**
 * Remix answers an empty 500 when a POST's Origin mismatches X-Forwarded-Host; once our CSRF rule
 * accepts a sender, its host is set here so Remix agrees.
 */
import type { Request } from 'express';

export function alignForwardedHost(req: Request): void {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null' || !URL.canParse(origin)) return;
  req.headers['x-forwarded-host'] = new URL(origin).host;
}
