/**
 * Serves the Remix build with PUBLIC_URL, never the Host header, so a forged Host cannot reach a
 * canonical URL or payment return address; every answer passes the edge rules.
 */
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import {
  keepPage,
  PAGE_CACHE_HEADER,
  readPage,
  type CachedPage,
  type PageCacheScope,
} from '../cache/page-cache';
import { CLIENT_IP_HEADER } from './client-ip';
import { applyPrivateRule } from './private-responses';
import { sendRequestError } from './request-errors';
import { addRetryAfter } from './retry-after';

function toFetchRequest(req: Request, res: Response, publicOrigin: string): globalThis.Request {
  // Concatenated, not resolved: the target guard left an origin-form path, and it must stay ours.
  const url = `${publicOrigin}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? 'unknown');
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(req.rawBody ?? Buffer.alloc(0)) : undefined,
  });
}

function sendPage(req: Request, res: Response, page: CachedPage, hit: boolean): void {
  res.status(page.status);
  for (const [key, value] of page.headers) res.append(key, value);
  res.setHeader('X-Cache', hit ? 'HIT' : 'MISS');
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

function pageCacheScope(value: string | null): PageCacheScope | null {
  return value === 'shared' || value === 'visitor' ? value : null;
}

/** Remix's own client renders their errors. */
function isDataRequest(req: Request): boolean {
  return req.path.endsWith('.data');
}

/** Remix's own English answers when no route module speaks: a browser gets our Spanish page instead. */
export async function isRemixFallback(response: globalThis.Response): Promise<boolean> {
  if (response.headers.get('X-Remix-Error') === 'yes') return true;
  if (response.status < 500 || !/^text\/plain/i.test(response.headers.get('Content-Type') ?? ''))
    return false;
  return /^(?:Unexpected|Unknown) Server Error/.test(await response.clone().text());
}

async function send(req: Request, res: Response, response: globalThis.Response): Promise<void> {
  if (!isDataRequest(req) && (await isRemixFallback(response)))
    return sendRequestError(req, res, response.status);
  // A copy: a route may return a Response whose own headers are immutable (one from fetch()).
  const headers = new Headers(response.headers);
  const personal = applyPrivateRule(req.headers.cookie, headers);
  addRetryAfter(response.status, headers);
  const scope = personal ? null : pageCacheScope(headers.get(PAGE_CACHE_HEADER));
  headers.delete(PAGE_CACHE_HEADER);
  if (scope && response.body) {
    const page = { status: response.status, headers: [...headers.entries()], body: await response.text() };
    keepPage(req, scope, page);
    return sendPage(req, res, page, false);
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of headers.entries()) res.append(key, value);
  if (!response.body) return void res.end();
  // A body of known length (a page, a data answer: app/entry.server.tsx) goes out in one write, so
  // the compression middleware sees its size and compresses it whole, or not at all when small.
  if (headers.has('Content-Length')) return void res.end(Buffer.from(await response.arrayBuffer()));
  // Event streams are sent as they come, past the compression middleware's buffering.
  if (/text\/event-stream/i.test(headers.get('Content-Type') ?? '')) res.flushHeaders();
  await writeReadableStreamToWritable(response.body, res);
}

export function remixHandler(
  build: ServerBuild,
  options: {
    mode: 'development' | 'production';
    publicOrigin: string;
    getLoadContext?: (req: Request) => AppLoadContext;
  },
) {
  const handle = createRequestHandler(build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const cached = readPage(req);
      if (cached) return sendPage(req, res, cached, true);
      const response = await handle(
        toFetchRequest(req, res, options.publicOrigin),
        options.getLoadContext?.(req),
      );
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}
