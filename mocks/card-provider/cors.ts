/**
 * CORS for the provider's browser APIs when the provider runs on its own origin (the standalone
 * mock upstream): the embedded form scripts call /api/tokenize and /global/api/confirm from the
 * merchant's page. Only the merchant origins allowed to receive the visitor back may call.
 */
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
