/**
 * Remembers what @remix-run/router's `matchRoutes` answered for a path, per route tree.
 *
 * Remix matches every document request two times through this export (its request handler, and
 * React Router's `<DataRoutes>` while rendering) besides its static handler's own call, and each
 * call flattens, ranks and compiles every route of the build anew: with our 47 routes that was a
 * sixth of a page without data (profiled: docs/decisions/043). The answer depends only on the
 * tree's shape and the path, and both repeat, so it is computed once per tree shape and path and
 * then rebuilt with the caller's own route objects (React Router builds a new tree per render).
 *
 * Exact by construction: a tree whose routes lack unique ids, a long path or a partial match is
 * passed straight to the original; callers get fresh match objects and a fresh params object
 * each time, as from the original. Installed by ./install.ts.
 */
import type { AgnosticRouteMatch, AgnosticRouteObject, Location } from '@remix-run/router';
import { LRUCache } from 'lru-cache';

type MatchRoutes = (
  routes: AgnosticRouteObject[],
  location: string | Partial<Location>,
  basename?: string,
) => AgnosticRouteMatch<string, AgnosticRouteObject>[] | null;

/** A remembered answer: each match by its route's id, and the params they share. */
interface Remembered {
  matches: { routeId: string; pathname: string; pathnameBase: string }[] | null;
  params: Record<string, string | undefined>;
}

/** A tree's shape (what matching reads) and its routes by id; null when ids are missing or repeat. */
interface TreeIndex {
  shape: number;
  byId: Map<string, AgnosticRouteObject>;
}

const REMEMBERED_ANSWERS = 2_000;
const LONGEST_REMEMBERED_PATH = 200;

export function createRouteMatchMemo(original: MatchRoutes): MatchRoutes {
  const shapes = new Map<string, number>();
  const indexes = new WeakMap<AgnosticRouteObject[], TreeIndex | null>();
  const answers = new LRUCache<string, Remembered>({ max: REMEMBERED_ANSWERS });

  function indexOf(routes: AgnosticRouteObject[]): TreeIndex | null {
    if (indexes.has(routes)) return indexes.get(routes) ?? null;
    const byId = new Map<string, AgnosticRouteObject>();
    const describe = (list: AgnosticRouteObject[]): string | null => {
      let text = '';
      for (const route of list) {
        if (!route.id || byId.has(route.id)) return null;
        byId.set(route.id, route);
        const children = route.children?.length ? describe(route.children) : '';
        if (children === null) return null;
        text += `${JSON.stringify([
          route.id,
          route.path ?? null,
          !!route.index,
          !!route.caseSensitive,
        ])}(${children})`;
      }
      return text;
    };
    const text = describe(routes);
    let index: TreeIndex | null = null;
    if (text !== null) {
      // Shapes seen are few (one per build, a test's own trees): a small number stands for each.
      if (!shapes.has(text)) shapes.set(text, shapes.size);
      index = { shape: shapes.get(text) ?? -1, byId };
    }
    indexes.set(routes, index);
    return index;
  }

  return (routes, location, basename) => {
    const pathname = typeof location === 'string' ? location : location.pathname;
    if (!Array.isArray(routes) || typeof pathname !== 'string' || pathname.length > LONGEST_REMEMBERED_PATH)
      return original(routes, location, basename);
    // A string location may carry a search or hash; only the path decides the match.
    if (typeof location === 'string' && /[?#]/.test(location)) return original(routes, location, basename);
    const index = indexOf(routes);
    if (!index) return original(routes, location, basename);
    const key = `${index.shape}\0${basename ?? '/'}\0${pathname}`;
    let remembered = answers.get(key);
    if (!remembered) {
      const matches = original(routes, location, basename);
      remembered = {
        params: { ...(matches?.at(-1)?.params ?? {}) },
        matches:
          matches?.map((match) => ({
            routeId: match.route.id ?? '',
            pathname: match.pathname,
            pathnameBase: match.pathnameBase,
          })) ?? null,
      };
      answers.set(key, remembered);
      return matches;
    }
    if (!remembered.matches) return null;
    // One params object shared by every match, as the original hands out.
    const params = { ...remembered.params };
    return remembered.matches.map((match) => ({
      params,
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
      route: index.byId.get(match.routeId) ?? {},
    }));
  };
}
