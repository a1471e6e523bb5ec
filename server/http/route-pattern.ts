/** The Remix route id a path names, the label logs and metrics use instead of the URL's ids. */
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import type { ServerBuild } from '@remix-run/node';

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

/** A single-fetch data request is labelled by its page's route. */
function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

export function remixRouteMatcher(build: {
  routes: Record<string, ManifestRoute>;
}): (pathname: string) => string | null {
  const tree = routeTree(Object.values(build.routes), undefined);
  return (pathname) => matchRoutes(tree, pagePathOf(pathname))?.at(-1)?.route.id ?? null;
}
