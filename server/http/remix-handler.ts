/**
 * Serves the Remix build from express, like @remix-run/express, but hands Remix the body the
 * guards already read and size-checked, and the client address express resolved (the
 * CLIENT_IP_HEADER, overwritten on every request so a client cannot set it).
 */
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import {
  keepPage,
  PAGE_CACHE_HEADER,
  readPage,
  type CachedPage,
  type PageCacheScope,
} from '../cache/page-cache';
import { CLIENT_IP_HEADER } from './client-ip';

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // Concatenated, not resolved: a path like '//evil.example/x' must stay a path on our host.
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`);
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
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(req.rawBody ?? Buffer.alloc(0)) : undefined,
  });
}

/** A kept page, already compressed when the client takes gzip (the compression middleware then leaves it). */
function sendPage(req: Request, res: Response, page: CachedPage, hit: boolean): void {
  res.status(page.status);
  for (const [key, value] of page.headers) res.append(key, value);
  // Like a CDN's X-Cache: lets support and tests see whether a page was rendered for this request.
  res.setHeader('X-Cache', hit ? 'HIT' : 'MISS');
  res.append('Vary', 'Accept-Encoding');
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const body = gzip ? page.gzip : page.body;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function send(req: Request, res: Response, response: globalThis.Response): Promise<void> {
  const scope = response.headers.get(PAGE_CACHE_HEADER) as PageCacheScope | null;
  response.headers.delete(PAGE_CACHE_HEADER);
  if (scope && response.body) {
    const page = keepPage(req, scope, {
      status: response.status,
      headers: [...response.headers.entries()],
      body: await response.text(),
    });
    return sendPage(req, res, page, false);
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) return void res.end();
  // Event streams flow as they come; every other answer (pages are rendered to one string) is
  // sent in one write, which is far cheaper than piping a web stream chunk by chunk.
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) {
    res.flushHeaders();
    return writeReadableStreamToWritable(response.body, res);
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function remixHandler(build: ServerBuild, mode: 'development' | 'production') {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const cached = readPage(req);
      if (cached) return sendPage(req, res, cached, true);
      await send(req, res, await handle(toFetchRequest(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
