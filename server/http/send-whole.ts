/**
 * Sends a body that is already whole (a page rendered to one string, a JSON answer) in one write,
 * gzipped here in one synchronous call when the client takes gzip. The compression middleware
 * would build a zlib stream for it — per response, the costliest part of a page without data
 * after React itself (profiled: docs/decisions/042). Level 1: half the CPU of the default for
 * about 5 % more bytes. Bodies that flow (CSV exports, files) still go through the middleware.
 */
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Below this, gzip's header costs more than it saves (the compression middleware's own threshold). */
const SMALLEST_COMPRESSED = 1024;

export function sendWhole(req: Request, res: Response, body: Buffer): void {
  res.append('Vary', 'Accept-Encoding');
  const gzip =
    body.length >= SMALLEST_COMPRESSED &&
    !res.getHeader('Content-Encoding') &&
    req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const sent = gzip ? gzipSync(body, { level: 1 }) : body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
