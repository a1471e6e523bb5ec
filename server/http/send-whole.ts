/**
 * Sends a body that is already whole (a page rendered to one string, a JSON answer) in one write,
 * gzipped here in one synchronous call when the client takes gzip. The compression middleware
 * would build a zlib stream for it — per response, the costliest part of a page without data
 * after React itself (profiled: docs/decisions/042). Level 1: half the CPU of the default for
 * about 5 % more bytes. Bodies that flow (CSV exports, files) still go through the middleware.
 */
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { wholePage } from './kept-markers';
import { splicedGzip } from './spliced-gzip';

/** Below this, gzip's header costs more than it saves (the compression middleware's own threshold). */
const SMALLEST_COMPRESSED = 1024;

function takesGzip(req: Request, res: Response, size: number): boolean {
  return (
    size >= SMALLEST_COMPRESSED &&
    !res.getHeader('Content-Encoding') &&
    req.acceptsEncodings('gzip', 'identity') === 'gzip'
  );
}

function end(req: Request, res: Response, sent: Buffer, gzipped: boolean): void {
  res.append('Vary', 'Accept-Encoding');
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

export function sendWhole(req: Request, res: Response, body: Buffer): void {
  const gzip = takesGzip(req, res, body.length);
  end(req, res, gzip ? gzipSync(body, { level: 1 }) : body, gzip);
}

/**
 * Where a page's text is written as UTF-8 just before gzip reads it. `Buffer.from(text)` counts
 * the bytes in one pass over the page and writes them in a second, into a new buffer each time
 * (~50 µs for the 41 KB home, profiled: docs/decisions/054); writing into this one is one pass.
 * Nothing of a response stays in it: gzipSync returns bytes of its own before anything else runs.
 */
let pageBytes = Buffer.allocUnsafe(64 * 1024);
/** A UTF-16 code unit is at most 3 bytes of UTF-8: the most a page can need. */
const UTF8_PER_CODE_UNIT = 3;
/** Pages past this (none today) get a buffer of their own rather than growing the kept one. */
const LARGEST_KEPT = 1024 * 1024;

/**
 * A page rendered to one string: sent as `sendWhole` sends bytes. `keptBlocks` are the kept
 * markup blocks whose markers the page holds (kept-markers.ts, rendered-pages.ts): those worth it
 * are spliced in compressed once instead of compressed again (spliced-gzip.ts, docs/decisions/064),
 * the others written in their places.
 */
export function sendWholeText(
  req: Request,
  res: Response,
  page: string,
  keptBlocks: readonly string[] = [],
): void {
  // Characters, not bytes: a page's bytes are never fewer than its characters (its markers
  // counted too: a few more than the page has).
  let characters = page.length;
  for (const block of keptBlocks) characters += block.length;
  const room = characters * UTF8_PER_CODE_UNIT;
  if (!takesGzip(req, res, characters) || room > LARGEST_KEPT)
    return sendWhole(req, res, Buffer.from(wholePage(page, keptBlocks)));
  if (pageBytes.length < room) pageBytes = Buffer.allocUnsafe(room);
  const spliced = keptBlocks.length > 0 ? splicedGzip(page, keptBlocks, pageBytes) : null;
  if (spliced) return end(req, res, spliced, true);
  const length = pageBytes.write(wholePage(page, keptBlocks));
  end(req, res, gzipSync(pageBytes.subarray(0, length), { level: 1 }), true);
}
