/**
 * Who sent a request: the mock's own pages refuse cross-site form posts with the same rule as the
 * app (server/http/security.ts), so the standalone backend, which has no app in front, holds it too.
 */
import type { Request, Response } from 'express';
import { isSameOriginRequest as isSameOriginSender, senderHeaders } from '../../server/http/security';

/** This request's own origin as the browser sees it (protocol honours `trust proxy`). */
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
