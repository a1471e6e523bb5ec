/**
 * The anonymous page micro-cache (decisions 014, 016), keyed like an HTTP cache honouring
 * `Vary: Cookie`. Requests with a session cookie never read or fill it.
 */
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { carriesSession } from '../http/private-responses';

/** The most a cached page can hide maintenance (503) or an edit. */
export const PAGE_TTL_MS = 5_000;
/** Internal response header; never sent to the browser. */
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

/** Null when the request must be rendered. */
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

/** The CSP nonce is kept too: an injection would change the URL, hence the key, hence the nonce. */
export function keepPage(req: Request, scope: PageCacheScope, page: CachedPage): void {
  const keys = keysOf(req);
  if (keys && page.status === 200) pages.set(keys[scope], page);
}
