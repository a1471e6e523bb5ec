/**
 * Runs each request's loaders and actions through a static handler that knows only the routes the
 * request matched.
 *
 * Remix's static handler (`createStaticHandler`, made once per build) matches every request
 * against the whole route tree inside `query()` and `queryRoute()`, and that matching flattens,
 * ranks and compiles all 47 of our routes each time — with the other matching memoized
 * (route-match-memo.ts), it was the largest single cost of a page without data after React
 * itself (14 %, profiled: docs/decisions/043). It is inside the router, out of reach.
 *
 * So the handler Remix gets answers each request with a handler made (once per branch, kept) from
 * just the routes of the branch the path matches in the full tree: the same route objects, the
 * same loaders, actions, boundaries and options, so the same answer, for a fraction of the
 * matching. Exact by construction: the branch comes from the full tree's own matching (memoized),
 * and a request is handed to the branch handler only when that handler matches the path to the
 * very same routes; a path no route matches, a tree without unique ids, or anything the branch
 * would see otherwise goes to the full handler, as before.
 */
import type {
  AgnosticRouteMatch,
  AgnosticRouteObject,
  createStaticHandler,
  StaticHandler,
} from '@remix-run/router';

type CreateStaticHandler = typeof createStaticHandler;
/** The package's matchRoutes as the memo stands for it (route-match-memo.ts). */
type MatchRoutes = (
  routes: AgnosticRouteObject[],
  pathname: string,
  basename?: string,
) => AgnosticRouteMatch<string, AgnosticRouteObject>[] | null;

/** Branch handlers kept per handler: one per leaf route at most, a bound for a hostile build. */
const MOST_BRANCHES = 500;

/** The routes of the input tree by id; null when an id is missing or repeats. */
function routesById(routes: AgnosticRouteObject[]): Map<string, AgnosticRouteObject> | null {
  const byId = new Map<string, AgnosticRouteObject>();
  const walk = (list: AgnosticRouteObject[]): boolean =>
    list.every((route) => {
      if (!route.id || byId.has(route.id)) return false;
      byId.set(route.id, route);
      return walk(route.children ?? []);
    });
  return walk(routes) ? byId : null;
}

/** A tree of just these routes, each the only child of the one before (copies; the originals stay). */
function branchTree(chain: AgnosticRouteObject[]): AgnosticRouteObject[] {
  let tree: AgnosticRouteObject[] = [];
  for (const route of [...chain].reverse())
    tree = [route.index ? { ...route } : { ...route, children: tree.length ? tree : undefined }];
  return tree;
}

const idsOf = (matches: { route: AgnosticRouteObject }[] | null) =>
  matches ? matches.map((match) => match.route.id ?? '').join('\n') : null;

export function branchStaticHandlers(
  original: CreateStaticHandler,
  match: () => MatchRoutes,
): CreateStaticHandler {
  return (routes, opts) => {
    const full = original(routes, opts);
    const found = routesById(routes);
    if (!found) return full;
    const byId = found;
    const basename = opts?.basename;
    const branches = new Map<string, StaticHandler | null>();

    /** The handler for this request's branch, or null when only the full tree can answer it. */
    function handlerFor(request: Request): StaticHandler | null {
      const { pathname } = new URL(request.url);
      const matches = match()(full.dataRoutes, pathname, basename);
      const key = idsOf(matches);
      if (!matches || !key) return null;
      let branch = branches.get(key);
      if (branch === undefined) {
        const chain = matches.map((m) => byId.get(m.route.id ?? ''));
        branch = chain.every((route) => route !== undefined)
          ? original(
              branchTree(chain.filter((route): route is AgnosticRouteObject => route !== undefined)),
              opts,
            )
          : null;
        if (branches.size < MOST_BRANCHES) branches.set(key, branch);
      }
      // The branch must see this path as the full tree does: the same routes, in order.
      return branch && idsOf(match()(branch.dataRoutes, pathname, basename)) === key ? branch : null;
    }

    return {
      dataRoutes: full.dataRoutes,
      query: (request, queryOpts) => (handlerFor(request) ?? full).query(request, queryOpts),
      queryRoute: (request, queryOpts) => (handlerFor(request) ?? full).queryRoute(request, queryOpts),
    };
  };
}
