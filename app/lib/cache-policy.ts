/**
 * Cache-Control of a rendered page (docs/decisions/014). A page whose route declares
 * `handle = { cache: 'public' }`, seen by a visitor who is not signed in, may be kept by a CDN
 * and the back/forward cache; anything personal stays `private, no-store`.
 */
import type { EntryContext } from '@remix-run/node';

/** What a public page's route exports as `handle`. */
export const PUBLIC_PAGE = { cache: 'public' } as const;

/** Fresh at the CDN for a minute, then served stale while it refreshes for up to ten. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

function declaresPublic(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'cache' in handle && handle.cache === 'public';
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
  const isPublic =
    (request.method === 'GET' || request.method === 'HEAD') &&
    status === 200 &&
    !headers.has('Set-Cookie') &&
    !new URL(request.url).searchParams.has('login') &&
    !signedIn(loaderData.root) &&
    leaf !== undefined &&
    declaresPublic(context.routeModules[leaf.route.id]?.handle);
  // The HTML depends on cookies (time zone, and the session deciding signed in or not).
  return isPublic
    ? { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Cookie' }
    : { 'Cache-Control': PRIVATE_CACHE_CONTROL, Vary: 'Cookie' };
}
