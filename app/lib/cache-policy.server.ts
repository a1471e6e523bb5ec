/** Cache-Control of a rendered page: anything personal stays `private, no-store`. */
import type { EntryContext } from '@remix-run/node';
import { PAGE_CACHE_HEADER, type PageCacheScope } from '@server/cache/page-cache';
import { carriesSession } from '@server/http/private-responses';
import { PUBLIC_PAGE, VISITOR_PAGE } from './page-handles';

/** Fresh at the CDN for a minute, then served stale while it refreshes for up to ten. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

function declaredCache(handle: unknown): unknown {
  return typeof handle === 'object' && handle !== null && 'cache' in handle ? handle.cache : undefined;
}

function signedIn(rootData: unknown): boolean {
  return typeof rootData === 'object' && rootData !== null && 'user' in rootData && rootData.user !== null;
}

export function cachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Record<string, string> {
  const { matches, loaderData } = context.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  const anonymousPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    status === 200 &&
    !headers.has('Set-Cookie') &&
    // A session (even one not signed in: a sign-up draft, a flash) may shape the page.
    !carriesSession(request.headers.get('Cookie')) &&
    !new URL(request.url).searchParams.has('login') &&
    !signedIn(loaderData.root);
  const declared =
    anonymousPage && leaf ? declaredCache(context.routeModules[leaf.route.id]?.handle) : undefined;
  const scope: PageCacheScope | null =
    declared === PUBLIC_PAGE.cache ? 'shared' : declared === VISITOR_PAGE.cache ? 'visitor' : null;
  // The HTML depends on cookies (time zone, and the session deciding signed in or not).
  return {
    'Cache-Control': scope === 'shared' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    Vary: 'Cookie',
    ...(scope ? { [PAGE_CACHE_HEADER]: scope } : {}),
  };
}
