/**
 * Guards every request must pass before a route runs (docs/decisions/012): allowed methods (405),
 * body type (415), body size (413, counted while reading, so chunked bodies are capped too) and a
 * well-formed form (400). The body is buffered here once and handed to Remix, so an action's
 * `request.formData()` never fails on what a client sent.
 */
import { AsyncResource } from 'node:async_hooks';
import express, { type NextFunction, type Request, type Response } from 'express';
import { httpStatusOf, sendRequestError } from './request-errors';

/** Forms (including a 5,000-character message) fit easily; anything larger is not ours. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const TRPC_PATH = /^\/api\/trpc(\/|$)/;
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const TRPC_METHODS = ['GET', 'POST'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

declare module 'express-serve-static-core' {
  interface Request {
    /** The request body, read and size-checked by the guards (POST only). */
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
      // Answer without keeping the body: read and discard it so the browser, still uploading,
      // receives the 413 page instead of a connection reset.
      discardBody(req);
      return sendRequestError(req, res, 413);
    }
    // Bound to this request's async context: the stream's 'end' fires outside it, and per-request
    // context (e.g. the mock scenario) must survive the body read.
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
        // A broken multipart body would make the action's formData() throw: refuse it here.
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

/** Past this much discarded upload the connection is cut: nobody legitimate sends that much. */
const DISCARD_LIMIT_BYTES = 20 * 1024 * 1024;

/** Drains what the client still sends, without keeping it, up to a cap. */
function discardBody(req: Request): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
