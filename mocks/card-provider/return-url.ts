/** Hosted pages return only to the merchant's origins: no open redirect, no tokens posted elsewhere. */
import type { NextFunction, Request, Response } from 'express';

export const RETURN_URL_REFUSED = 'Dirección de retorno no permitida.';

/** MOCK_ALLOWED_RETURN_ORIGINS: comma-separated origins (the app instances of a standalone backend). */
export function allowedReturnOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return (env.MOCK_ALLOWED_RETURN_ORIGINS ?? '').split(',').flatMap((entry) => originOf(entry.trim()) ?? []);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL on `ownOrigin` or a configured origin; anything else is refused. */
export function isAllowedReturnUrl(
  url: string,
  ownOrigin: string,
  allowed: string[] = allowedReturnOrigins(),
): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === originOf(ownOrigin) || allowed.includes(origin));
}

/** CORS for the provider's browser APIs on the standalone's own origin: allowed merchant origins only. */
export function providerCors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get('origin');
  res.vary('Origin');
  if (origin && allowedReturnOrigins().includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') res.sendStatus(204);
  else next();
}
