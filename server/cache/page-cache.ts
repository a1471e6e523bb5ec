/**
 * The rendered-page cache (docs/decisions/016): a short-lived, in-process copy of the HTML an
 * anonymous visitor gets, so a burst of visitors costs one render per page every few seconds.
 * It keeps only what the page itself allows:
 * - `shared`: pages that say `Cache-Control: public` (a CDN may keep them too), keyed like an HTTP
 *   cache that honours `Vary: Cookie`: host, URL and the whole Cookie header;
 * - `visitor`: anonymous pages that depend on the visitor's address (prices by location), keyed
 *   by that address as well, never sent as public.
 * Requests carrying a session cookie never read or fill it: signed-in pages are always rendered.
 */
import { gzipSync } from 'node:zlib';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { carriesSession } from '../http/private-responses';

/** How long a rendered page is reused: the most a cached page can hide maintenance (503) or an edit. */
export const PAGE_TTL_MS = 5_000;
/** Internal response header by which a page says how it may be kept; never sent to the browser. */
export const PAGE_CACHE_HEADER = 'X-Kodea-Page-Cache';
export type PageCacheScope = 'shared' | 'visitor';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** Compressed once when kept, not once per visitor. */
  gzip: Buffer;
}

interface PageCacheState {
  lru: LRUCache<string, CachedPage>;
}

declare global {
  // One cache per process, whichever copy of this module (server entry or Remix build) asks.
  var __kodeaPageCache: PageCacheState | undefined;
}

const state = (globalThis.__kodeaPageCache ??= {
  lru: new LRUCache<string, CachedPage>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length + page.gzip.length + 512,
    ttl: PAGE_TTL_MS,
  }),
});

/** The keys this request could be served under, or null when it must be rendered. */
function keysOf(req: Request): { shared: string; visitor: string } | null {
  if (req.method !== 'GET') return null;
  const cookie = req.headers.cookie ?? '';
  if (carriesSession(cookie)) return null;
  const shared = `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}\n${cookie}`;
  return { shared, visitor: `${shared}\n${req.ip ?? ''}` };
}

export function readPage(req: Request): CachedPage | undefined {
  const keys = keysOf(req);
  if (!keys) return undefined;
  return state.lru.get(keys.shared) ?? state.lru.get(keys.visitor);
}

/**
 * Keeps a rendered page. Its CSP nonce is kept with it: every visitor of this key gets the very
 * same bytes, and any injection would change the URL, hence the key, hence get a fresh render
 * and nonce — so reuse reveals nothing that helps an attacker (as with a CDN's copy).
 */
export function keepPage(
  req: Request,
  scope: PageCacheScope,
  page: { status: number; headers: Array<[string, string]>; body: string },
): CachedPage {
  const body = Buffer.from(page.body);
  const kept: CachedPage = { status: page.status, headers: page.headers, body, gzip: gzipSync(body) };
  const keys = keysOf(req);
  if (keys && page.status === 200) state.lru.set(keys[scope], kept);
  return kept;
}

export function clearPageCache(): void {
  state.lru.clear();
}
