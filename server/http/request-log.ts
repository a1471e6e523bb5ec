/** One log line per request, with its id; never the query string (it may carry a token). */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../log/logger';
import { requestWithLine, type UpstreamCallNote } from '../log/request-context';
import { maskCapabilities } from './capability-paths';
import { metrics, statusClass } from '../ops/metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A proxy's id is kept when short and plain, else replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** A Remix route id, or the edge's own '/healthz'…: logs and metrics. */
    routePattern?: string;
  }
}

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** No query or fragment, printable, bounded, one line. */
export function loggablePath(target: string): string {
  const path = maskCapabilities(target.split(/[?#]/, 1)[0]);
  const printable = path.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
}

export interface RequestLogOptions {
  /**
   * For a request Remix answered without rendering a page (a resource route, a data request, a
   * loader's redirect): a rendered page's label is the match Remix made (app/entry.server.tsx).
   */
  routeOf: (pathname: string) => string | null;
}

/** Served by express.static. */
const FILE_PATH = /\.[a-z0-9]+$/i;

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
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

/** Calls that did not fail go on the request's own line; a failed call warns at once. */
function upstreamField(calls: UpstreamCallNote[]) {
  return calls.length > 0 ? { upstream: calls } : {};
}
