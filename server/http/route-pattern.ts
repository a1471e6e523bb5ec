/**
 * The Remix route a path names, as Remix itself matches it (@remix-run/router's matchRoutes over
 * the build's route manifest): its id ('routes/cursos.$slug'), the label logs and metrics use
 * instead of the URL, whose ids would make every visitor's request a series of its own.
 */
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { LRUCache } from 'lru-cache';
import type { ServerBuild } from '@remix-run/node';

/** What of a manifest entry the matching reads (a build's routes, or a test's few). */
type ManifestRoute = Pick<
  ServerBuild['routes'][string],
  'id' | 'parentId' | 'path' | 'index' | 'caseSensitive'
>;

function routeTree(routes: ManifestRoute[], parentId: string | undefined): AgnosticRouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/**
 * Paths remembered with their route. matchRoutes flattens, ranks and compiles every route of the
 * build on each call (about a tenth of a page without data, profiled: docs/decisions/042), and the
 * paths people visit repeat. Bounded in entries and in key length, so a flood of invented paths
 * costs what it cost before and no more memory.
 */
const REMEMBERED_PATHS = 1_000;
const LONGEST_REMEMBERED_PATH = 200;

export function remixRouteMatcher(build: {
  routes: Record<string, ManifestRoute>;
}): (pathname: string) => string | null {
  const tree = routeTree(Object.values(build.routes), undefined);
  const remembered = new LRUCache<string, { id: string | null }>({ max: REMEMBERED_PATHS });
  return (pathname) => {
    const known = remembered.get(pathname);
    if (known) return known.id;
    const id = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? null;
    if (pathname.length <= LONGEST_REMEMBERED_PATH) remembered.set(pathname, { id });
    return id;
  };
}
