/** Who sent a request: the mock's own pages use this to refuse cross-site form posts. */
import type { Request } from 'express';

/** This request's own origin as the browser sees it (protocol honours `trust proxy`). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export interface SenderHeaders {
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  referer: string | undefined;
}

/**
 * True only when the headers prove the request came from a page of this same host. Browsers
 * send Origin on every POST; `Origin: null` (sandboxed frames, some redirects) proves nothing,
 * so it is refused. Without Origin, Sec-Fetch-Site decides when present, then the Referer.
 * No evidence at all is refused: a scenario switch must never be flipped by another site.
 */
export function isSameOriginSender({ host, origin, secFetchSite, referer }: SenderHeaders): boolean {
  if (!host) return false;
  if (origin !== undefined) return origin !== 'null' && hostOf(origin) === host;
  if (secFetchSite !== undefined) return secFetchSite === 'same-origin' || secFetchSite === 'none';
  return referer !== undefined && hostOf(referer) === host;
}

export function isSameOriginRequest(req: Request): boolean {
  return isSameOriginSender({
    host: req.get('host'),
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
    referer: req.get('referer'),
  });
}
