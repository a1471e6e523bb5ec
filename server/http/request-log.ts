/**
 * One log line per request, written when the answer is done: its id (also sent back as
 * X-Request-Id, so a user or a load balancer can quote it), the route pattern, method, status and
 * duration — and the duration in the request histogram (/metrics). Never the query string (it may
 * carry a token), never the URL's ids in the route label. A 4xx (a probe, a broken link, a
 * throttle at work) is one line without a stack; a 5xx is an error line, and the error itself is
 * logged with its stack where it was caught (lastResort, Remix's handleError, tRPC's onError),
 * with the same request id.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../log/logger';
import { requestWithLine, type UpstreamCallNote } from '../log/request-context';
import { maskCapabilities } from './capability-paths';
import { metrics, statusClass } from '../ops/metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy in front may have given the request: kept when it is short and plain, else replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The route that answered (a Remix route id, or the edge's own '/healthz'…): logs and metrics. */
    routePattern?: string;
  }
}

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What of a client-chosen path reaches the log: no query or fragment, printable, bounded, one line. */
export function loggablePath(target: string): string {
  // A capability URL's token (the calendar feed's) never reaches the log (capability-paths.ts).
  const path = maskCapabilities(target.split(/[?#]/, 1)[0]);
  const printable = path.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
}

export interface RequestLogOptions {
  /** The Remix route id that a path names, or null (server/http/route-pattern.ts). */
  routeOf: (pathname: string) => string | null;
}

/** A path that names a file ('/build/entry-ABC.js', '/favicon.ico'): served by express.static. */
const FILE_PATH = /\.[a-z0-9]+$/i;

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    // A malformed percent-encoding: no route has such a name.
    return false;
  }
}

function routeLabel(req: Request, path: string, status: number, options: RequestLogOptions): string {
  if (req.routePattern) return req.routePattern;
  const route = decodable(path) ? options.routeOf(path) : null;
  if (route) return route;
  if (status < 400 && FILE_PATH.test(path)) return 'static';
  return 'unmatched';
}

/** First middleware: every answer, the edge's refusals included, carries the request id. */
export function requestLog(options: RequestLogOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const request = requestWithLine(requestId);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.statusCode;
      const path = loggablePath(req.originalUrl);
      const route = routeLabel(req, path, status, options);
      metrics.httpDuration.observe({ route, method: req.method, status_class: statusClass(status) }, seconds);
      const line = {
        reqId: requestId,
        method: req.method,
        path,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
        ...upstreamField(request.takeCalls()),
      };
      if (status >= 500) logger.error(line, 'request');
      else if (status >= 400) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    request.run(next);
  };
}

/**
 * The request's upstream calls that did not fail (an answer, a 404 included), on its own line rather
 * than a line each. A failed call (timeout, network, 5xx, malformed answer) still warns at once.
 */
function upstreamField(calls: UpstreamCallNote[]) {
  return calls.length > 0 ? { upstream: calls } : {};
}
