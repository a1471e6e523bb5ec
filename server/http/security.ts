/** Security headers and CSRF protection; the CSP is set in entry.server.tsx (it needs a nonce). */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { alignForwardedHost } from './forwarded-host';
import { sendRequestError } from './request-errors';

/** Frames refused outright, a Referer kept for our own origin checks, HSTS only over https. */
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
  /** express's req.protocol: X-Forwarded-Proto only from a trusted proxy. */
  protocol: string;
}

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
  /** Its scheme is ours: behind a TLS-terminating balancer the app sees http, the Origin says https. */
  publicOrigin?: string;
  trustedOrigins?: readonly string[];
}

/** The request's own origin counts only over the public scheme, so an http page never passes for https. */
export function allowedOrigins(headers: SenderHeaders, policy: OriginPolicy = {}): string[] {
  const allowed = [...(policy.trustedOrigins ?? [])];
  const publicOrigin = policy.publicOrigin ? originOf(policy.publicOrigin) : null;
  if (publicOrigin) allowed.push(publicOrigin);
  const own = headers.host ? originOf(`${headers.protocol}://${headers.host}`) : null;
  const publicScheme = publicOrigin ? new URL(publicOrigin).protocol : null;
  if (own && (publicScheme === null || new URL(own).protocol === publicScheme)) allowed.push(own);
  return allowed;
}

export function isSameOriginRequest(headers: SenderHeaders, policy: OriginPolicy = {}): boolean {
  const allowed = allowedOrigins(headers, policy);
  const sameOrigin = (url: string) => {
    const origin = originOf(url);
    return origin !== null && allowed.includes(origin);
  };
  // 'null' (sandboxed frames, some redirects, file: pages) cannot be attributed to us.
  if (headers.origin !== undefined) return headers.origin !== 'null' && sameOrigin(headers.origin);
  if (headers.secFetchSite !== undefined)
    return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none';
  // Neither Origin nor Fetch Metadata: a same-origin Referer is the last proof.
  return headers.referer !== undefined && sameOrigin(headers.referer);
}

/** CSRF defence in depth beside the sameSite=lax cookie. */
export function sameOriginMutations(policy: OriginPolicy = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!isSameOriginRequest(senderHeaders(req), policy)) return sendRequestError(req, res, 403);
    alignForwardedHost(req);
    next();
  };
}
