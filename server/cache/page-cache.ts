/**
 * The anonymous page micro-cache (docs/decisions/014, 016): what a CDN in front of the site would
 * do, kept in the process for a few seconds, so a burst of visitors on a public page costs one
 * render. It keeps only what the page itself allows:
 * - `shared`: pages that say `Cache-Control: public`, keyed like an HTTP cache that honours
 *   `Vary: Cookie`: host, URL and the whole Cookie header;
 * - `visitor`: anonymous pages that depend on the visitor's address (prices by location), keyed
 *   by that address as well, never sent as public.
 * Requests carrying a session cookie never read or fill it: signed-in pages are always rendered.
 */
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
  body: string;
}

const pages = new LRUCache<string, CachedPage>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (page) => page.body.length + 512,
  ttl: PAGE_TTL_MS,
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
  return pages.get(keys.shared) ?? pages.get(keys.visitor);
}

/**
 * Keeps a rendered page. Its CSP nonce is kept with it: every visitor of this key gets the very
 * same bytes, and any injection would change the URL, hence the key, hence get a fresh render
 * and nonce — so reuse reveals nothing that helps an attacker (as with a CDN's copy).
 */
export function keepPage(req: Request, scope: PageCacheScope, page: CachedPage): void {
  const keys = keysOf(req);
  if (keys && page.status === 200) pages.set(keys[scope], page);
}
