/**
 * Keeps the route trees Remix builds for every render instead of building them per request.
 *
 * `<RemixServer>` turns the build's route manifest into React Router routes
 * (`createServerRoutes`), and React Router's static router copies those into data routes
 * (`convertRoutesToDataRoutes`) — every route of the build, on every page, though both depend
 * only on the build: a tenth of a page without data with our 47 routes (docs/decisions/043). The
 * trees are read-only while a page renders, so one of each serves every request of a build.
 *
 * Exact by construction: a tree is reused only for the same manifest, the same route modules,
 * the same flags and the same property mapper; anything else goes to the original.
 */
import type { UNSAFE_convertRoutesToDataRoutes } from '@remix-run/router';

type CreateServerRoutes = (
  manifest: object,
  routeModules: Record<string, unknown>,
  future: unknown,
  isSpaMode: unknown,
  ...internal: unknown[]
) => unknown[];

type ConvertRoutesToDataRoutes = typeof UNSAFE_convertRoutesToDataRoutes;
type DataRouteManifest = NonNullable<Parameters<ConvertRoutesToDataRoutes>[3]>;

interface ServerTree {
  routeModules: Record<string, unknown>;
  future: unknown;
  isSpaMode: unknown;
  routes: unknown[];
}

/** Whether every route of the kept tree still has the same module (the tree is built from those ids only). */
function sameModules(kept: Record<string, unknown>, current: Record<string, unknown>): boolean {
  for (const id in kept) if (kept[id] !== current[id]) return false;
  return true;
}

export function memoizeCreateServerRoutes(original: CreateServerRoutes): CreateServerRoutes {
  const trees = new WeakMap<object, ServerTree>();
  return (manifest, routeModules, future, isSpaMode, ...internal) => {
    // Its own recursive calls pass the internal arguments; only the whole tree is kept.
    if (internal.length > 0) return original(manifest, routeModules, future, isSpaMode, ...internal);
    const kept = trees.get(manifest);
    if (
      kept &&
      kept.future === future &&
      kept.isSpaMode === isSpaMode &&
      sameModules(kept.routeModules, routeModules)
    )
      return kept.routes;
    const routes = original(manifest, routeModules, future, isSpaMode);
    trees.set(manifest, { routeModules: { ...routeModules }, future, isSpaMode, routes });
    return routes;
  };
}

export function memoizeConvertRoutesToDataRoutes(
  original: ConvertRoutesToDataRoutes,
): ConvertRoutesToDataRoutes {
  const trees = new WeakMap<
    Parameters<ConvertRoutesToDataRoutes>[0],
    {
      mapRouteProperties: Parameters<ConvertRoutesToDataRoutes>[1];
      routes: ReturnType<ConvertRoutesToDataRoutes>;
      manifest: DataRouteManifest;
    }
  >();
  return (routes, mapRouteProperties, parentPath, manifest) => {
    // A subtree, or a caller that brings a manifest already filled: not ours to keep.
    if (parentPath !== undefined || (manifest && Object.keys(manifest).length > 0))
      return original(routes, mapRouteProperties, parentPath, manifest);
    const kept = trees.get(routes);
    if (kept && kept.mapRouteProperties === mapRouteProperties) {
      // The manifest is an out-parameter the caller reads (each data route by id).
      if (manifest) Object.assign(manifest, kept.manifest);
      return kept.routes;
    }
    const filled: DataRouteManifest = {};
    const converted = original(routes, mapRouteProperties, undefined, filled);
    trees.set(routes, { mapRouteProperties, routes: converted, manifest: filled });
    if (manifest) Object.assign(manifest, filled);
    return converted;
  };
}
