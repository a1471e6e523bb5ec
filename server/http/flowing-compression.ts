/**
 * gzip for bodies that flow (exports of any size, files, event streams), put on the response
 * only when such a body is about to be sent. Pages and JSON are gzipped whole by their senders
 * (send-whole.ts, the page cache): the compression middleware in front of every request wrapped
 * each response's write, end and headers for nothing on those, about 2 % of a page without data
 * (profiled: docs/decisions/045). Level 1: half the CPU of the default 6 for about 5 % more bytes.
 */
import compression from 'compression';
import type { Request, Response } from 'express';

const gzipFlowing = compression({ level: 1 });

/** Runs `send` with the response compressed on the way when the client takes gzip. */
export function compressFlowing(req: Request, res: Response, send: () => void): void {
  gzipFlowing(req, res, send);
}
