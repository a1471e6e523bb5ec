/**
 * Serves the Remix build from express, like @remix-run/express, but hands Remix the body the
 * guards already read and size-checked, and the client address express resolved (the
 * CLIENT_IP_HEADER, overwritten on every request so a client cannot set it).
 *
 * Remix sees the site's public origin (PUBLIC_URL), never the Host header: a forged Host cannot
 * reach a canonical URL, a sitemap or a payment return address (docs/decisions/024). On the way
 * out, the edge rules apply to every answer: personal answers are `private, no-store`, a 503 says
 * when to come back, and Remix's own English fallbacks become our page.
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
import { applyPrivateRule } from './private-responses';
import { wholePage } from './kept-markers';
import { renderedPageOf } from './rendered-pages';
import { sendRequestError } from './request-errors';
import { compressFlowing } from './flowing-compression';
import { addRetryAfter } from './retry-after';
import { sendWhole, sendWholeText } from './send-whole';

/** Answers rendered whole on our side: sent in one write (send-whole.ts). */
const WHOLE_BODIES = /^(?:text\/html|application\/json)\b/i;

function toFetchRequest(req: Request, res: Response, publicOrigin: string): globalThis.Request {
  // Concatenated, not resolved: the target guard left an origin-form path with a single leading
  // slash, and it must stay a path on our origin. Request parses it (once: no URL of our own).
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

/** A kept page, already compressed when the client takes gzip: sent as it is. */
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

function pageCacheScope(value: string | null): PageCacheScope | null {
  return value === 'shared' || value === 'visitor' ? value : null;
}

/** Remix's `?_data=` requests: JSON for its own client, whose errors it renders itself. */
function isDataRequest(req: Request): boolean {
  const query = req.originalUrl.indexOf('?');
  return query !== -1 && new URLSearchParams(req.originalUrl.slice(query)).has('_data');
}

/**
 * Answers Remix writes itself when no route module speaks: an internal error response (an unknown
 * URL on a resource route, a POST to a route without action: English JSON) or its last resort
 * ('Unexpected Server Error', or 'Unknown Server Error' from its route manifest endpoint, in
 * plain text). A browser gets our Spanish page instead.
 */
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
  // A page the entry rendered travels beside its Response, which has no body (rendered-pages.ts).
  const rendered = renderedPageOf(response);
  if (scope && (rendered !== null || response.body)) {
    const page = keepPage(req, scope, {
      status: response.status,
      headers: [...headers.entries()],
      body: rendered ? wholePage(rendered.html, rendered.keptBlocks) : await response.text(),
    });
    return sendPage(req, res, page, false);
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of headers.entries()) res.append(key, value);
  // Pages (rendered to one string) and JSON are sent whole, in one write: far cheaper than piping
  // a web stream chunk by chunk. Anything else flows as it comes (an export of any size, files,
  // event streams), compressed on the way (flowing-compression.ts).
  if (rendered !== null) return sendWholeText(req, res, rendered.html, rendered.keptBlocks);
  const body = response.body;
  if (!body) return void res.end();
  const type = response.headers.get('Content-Type') ?? '';
  if (WHOLE_BODIES.test(type)) return sendWhole(req, res, Buffer.from(await response.arrayBuffer()));
  return new Promise<void>((resolve, reject) =>
    compressFlowing(req, res, () => {
      if (/text\/event-stream/i.test(type)) res.flushHeaders();
      writeReadableStreamToWritable(body, res).then(resolve, reject);
    }),
  );
}

export function remixHandler(build: ServerBuild, mode: 'development' | 'production', publicOrigin: string) {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const cached = readPage(req);
      if (cached) return sendPage(req, res, cached, true);
      await send(req, res, await handle(toFetchRequest(req, res, publicOrigin)));
    } catch (error) {
      next(error);
    }
  };
}
