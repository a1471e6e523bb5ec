/** Express middleware for headers and cross-site request protection. The CSP is set per request in entry.server.tsx (it needs a nonce). */
import type { NextFunction, Request, Response } from 'express';

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

/**
 * CSRF defence in depth (the session cookie is also sameSite=lax): a state-changing request
 * must come from our own origin. Browsers send Origin on every cross-origin POST; when it is
 * absent we fall back to Sec-Fetch-Site.
 */
export function sameOriginMutations(trustedOrigins: string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      if (hostOf(origin) === req.get('host') || trustedOrigins.includes(origin)) return next();
    } else if (req.get('sec-fetch-site') !== 'cross-site') {
      return next();
    }
    res.status(403).type('text/plain; charset=utf-8').send('Solicitud rechazada: origen no permitido.');
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
