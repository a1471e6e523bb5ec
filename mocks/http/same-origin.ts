/** The mock's own pages refuse cross-site posts with the app's rule (server/http/security.ts). */
import type { Request, Response } from 'express';
import { isSameOriginRequest as isSameOriginSender, senderHeaders } from '../../server/http/security';

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

export function isSameOriginRequest(req: Request): boolean {
  return isSameOriginSender(senderHeaders(req));
}

/** The answer to a cross-site form post: another site must not drive the mock's own pages. */
export function refuseCrossSite(res: Response): void {
  res.status(403).type('text/plain; charset=utf-8').send('Solicitud rechazada: origen no permitido.');
}
