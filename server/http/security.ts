/** Express middleware for headers and cross-site request protection. The CSP is set per request in entry.server.tsx (it needs a nonce). */
import type { NextFunction, Request, Response } from 'express';
import { sendRequestError } from './request-errors';

export function securityHeaders(hsts: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface SenderHeaders {
  origin?: string;
  secFetchSite?: string;
  referer?: string;
  host?: string;
}

/** The headers that tell who sent a request, as isSameOriginRequest reads them. */
export function senderHeaders(req: Request): SenderHeaders {
  return {
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
    referer: req.get('referer'),
    host: req.get('host'),
  };
}

/** Decides whether a state-changing request comes from our own pages (or a trusted origin). */
export function isSameOriginRequest(headers: SenderHeaders, trustedOrigins: readonly string[] = []): boolean {
  const sameOrigin = (url: string) => {
    const origin = originOf(url);
    return origin !== null && (new URL(origin).host === headers.host || trustedOrigins.includes(origin));
  };
  // 1. Origin, sent by browsers on every POST: must be ours. 'null' (sandboxed frames, some
  //    redirects, file: pages) cannot be attributed to us, so it is refused.
  if (headers.origin !== undefined) return headers.origin !== 'null' && sameOrigin(headers.origin);
  // 2. No Origin: Fetch Metadata, when the browser sends it.
  if (headers.secFetchSite !== undefined)
    return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none';
  // 3. Neither: a same-origin Referer is the last proof; nothing at all is refused.
  return headers.referer !== undefined && sameOrigin(headers.referer);
}

/**
 * CSRF defence in depth (the session cookie is also sameSite=lax): every state-changing request
 * must prove it comes from our origin (docs/decisions/012). `trustedOrigins` holds the card
 * providers' origins, whose hosted forms post the transaction token back to us.
 */
export function sameOriginMutations(trustedOrigins: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (isSameOriginRequest(senderHeaders(req), trustedOrigins)) return next();
    sendRequestError(req, res, 403);
  };
}
