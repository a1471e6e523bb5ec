/** CORS for the provider's browser APIs on the standalone's own origin: allowed merchant origins only. */
import type { NextFunction, Request, Response } from 'express';
import { allowedReturnOrigins } from './return-url';

export function providerCors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get('origin');
  res.vary('Origin');
  if (origin && allowedReturnOrigins().includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') {
    res.sendStatus(204);
    return;
  }
  next();
}
