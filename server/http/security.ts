/** Express middleware for headers and cross-site request protection. The CSP is set per request in entry.server.tsx (it needs a nonce). */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { alignForwardedHost } from './forwarded-host';
import { sendRequestError } from './request-errors';

/**
 * helmet's headers, with our choices: no CSP here (entry.server.tsx sets it with the response's
 * nonce), frames refused outright, a Referer kept for our own origin checks, HSTS only when the
 * site is served over https. Permissions-Policy is not helmet's: set beside it.
 */
export function securityHeaders(hsts: boolean): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: hsts ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    }),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
      next();
    },
  ];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The serialised origin of an http(s) URL; null for anything else (other schemes, garbage). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface SenderHeaders {
  origin?: string;
  secFetchSite?: string;
  referer?: string;
  host?: string;
  /**
   * How the request reached us, 'http' or 'https': express's req.protocol, which reads
   * X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY > 0), else the socket (TLS or not).
   */
  protocol: string;
}

/** The headers that tell who sent a request, as isSameOriginRequest reads them. */
export function senderHeaders(req: Request): SenderHeaders {
  return {
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
    referer: req.get('referer'),
    host: req.get('host'),
    protocol: req.protocol,
  };
}

export interface OriginPolicy {
  /**
   * The site's public origin (PUBLIC_URL). Always ours, and its scheme is the one our pages are
   * served over: behind a TLS-terminating load balancer the app sees plain http, yet the browser's
   * Origin says https.
   */
  publicOrigin?: string;
  /** Card providers whose hosted forms post the transaction token back to us. */
  trustedOrigins?: readonly string[];
}

/**
 * The origins a state-changing request may come from: the public origin, the trusted providers,
 * and the origin the request itself names (scheme + Host) — the latter only over the public
 * scheme, so `Origin: http://kodea.pe` (a page an attacker injected into plain http) never passes
 * for `https://kodea.pe`, nor the reverse. Compared as parsed origins: case and default ports
 * do not matter.
 */
export function allowedOrigins(headers: SenderHeaders, policy: OriginPolicy = {}): string[] {
  const allowed = [...(policy.trustedOrigins ?? [])];
  const publicOrigin = policy.publicOrigin ? originOf(policy.publicOrigin) : null;
  if (publicOrigin) allowed.push(publicOrigin);
  const own = headers.host ? originOf(`${headers.protocol}://${headers.host}`) : null;
  const publicScheme = publicOrigin ? new URL(publicOrigin).protocol : null;
  if (own && (publicScheme === null || new URL(own).protocol === publicScheme)) allowed.push(own);
  return allowed;
}

/** Decides whether a state-changing request comes from our own pages (or a trusted origin). */
export function isSameOriginRequest(headers: SenderHeaders, policy: OriginPolicy = {}): boolean {
  const allowed = allowedOrigins(headers, policy);
  const sameOrigin = (url: string) => {
    const origin = originOf(url);
    return origin !== null && allowed.includes(origin);
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
 * must prove it comes from our origin (docs/decisions/012, 024).
 */
export function sameOriginMutations(policy: OriginPolicy = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!isSameOriginRequest(senderHeaders(req), policy)) return sendRequestError(req, res, 403);
    alignForwardedHost(req);
    next();
  };
}
