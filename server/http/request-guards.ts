/** Guards before any route (decision 012): method, body type, size while reading, well-formed form. */
import { AsyncResource } from 'node:async_hooks';
import express, { type NextFunction, type Request, type Response } from 'express';
import { httpStatusOf, sendRequestError } from './request-errors';

/** Every form fits easily; anything larger is not ours. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const TRPC_PATH = /^\/api\/trpc(\/|$)/;
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const TRPC_METHODS = ['GET', 'POST'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

declare module 'express-serve-static-core' {
  interface Request {
    rawBody?: Buffer;
  }
}

export function methodGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = TRPC_PATH.test(req.path) ? TRPC_METHODS : PAGE_METHODS;
    if (allowed.includes(req.method)) return next();
    res.setHeader('Allow', allowed.join(', '));
    sendRequestError(req, res, 405);
  };
}

function mediaType(req: Request): string {
  return (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

const readBody = express.raw({ type: () => true, limit: BODY_LIMIT_BYTES });

export function bodyGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const expected = TRPC_PATH.test(req.path) ? ['application/json'] : FORM_TYPES;
    if (!expected.includes(mediaType(req))) return sendRequestError(req, res, 415);
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) {
      // Read and discard the body so the browser, still uploading, gets the 413 page, not a reset.
      discardBody(req);
      return sendRequestError(req, res, 413);
    }
    // Bound to this request's async context: per-request context must survive the body read.
    readBody(
      req,
      res,
      AsyncResource.bind((error?: unknown) => {
        if (error) {
          const status = httpStatusOf(error) === 413 ? 413 : 400;
          if (status === 413) discardBody(req);
          return sendRequestError(req, res, status);
        }
        const body: unknown = req.body;
        req.rawBody = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        req.body = undefined;
        if (mediaType(req) !== 'multipart/form-data') return next();
        new Response(new Uint8Array(req.rawBody), {
          headers: { 'content-type': req.get('content-type') ?? '' },
        })
          .formData()
          .then(
            () => next(),
            () => sendRequestError(req, res, 400),
          );
      }),
    );
  };
}

/** Past this the connection is cut: nobody legitimate sends that much. */
const DISCARD_LIMIT_BYTES = 20 * 1024 * 1024;

function discardBody(req: Request): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
