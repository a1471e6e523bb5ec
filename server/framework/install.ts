/**
 * Installs the framework memos (docs/decisions/043) over the one copy of each package every
 * Remix module requires: their CommonJS exports are read at each call (`router.matchRoutes(…)`,
 * `routes.createServerRoutes(…)`), so replacing an export reaches Remix's own calls. Called once
 * by the server entry before the build is loaded; idempotent.
 */
import { createRequire } from 'node:module';
import { branchStaticHandlers } from './branch-static-handler';
import { lazyServerHandoff } from './lazy-handoff';
import { notingPageRequests, pageLoaderData } from './page-loader-data';
import { createRouteMatchMemo } from './route-match-memo';
import { memoizeConvertRoutesToDataRoutes, memoizeCreateServerRoutes } from './route-tree-memo';

const MEMOIZED = Symbol.for('kodea.framework-memo');

function replace<T extends Record<string, unknown>, K extends keyof T & string>(
  exportsObject: T,
  name: K,
  memoize: (original: T[K]) => T[K],
): void {
  const current = exportsObject[name];
  if (typeof current !== 'function') throw new Error(`framework memo: ${name} is not a function any more`);
  if (Object.prototype.hasOwnProperty.call(current, MEMOIZED)) return;
  const memo = memoize(current);
  Object.defineProperty(memo, MEMOIZED, { value: true });
  exportsObject[name] = memo;
}

export function installFrameworkMemos(): void {
  const require = createRequire(import.meta.url);
  const router = require('@remix-run/router');
  replace(router, 'matchRoutes', createRouteMatchMemo);
  // Remix makes its static handler once per build (server-runtime's derive): after the install.
  replace(router, 'createStaticHandler', (original) =>
    notingPageRequests(branchStaticHandlers(original, () => router.matchRoutes)),
  );
  // A page's loaders get its request and hand over plain JSON as data (page-loader-data.ts).
  replace(require('@remix-run/server-runtime/dist/data.js'), 'callRouteLoader', pageLoaderData);
  replace(router, 'UNSAFE_convertRoutesToDataRoutes', memoizeConvertRoutesToDataRoutes);
  replace(require('@remix-run/react/dist/routes.js'), 'createServerRoutes', memoizeCreateServerRoutes);
  // Light pages render no <Scripts>, the hand-off's only reader (lazy-handoff.ts).
  replace(
    require('@remix-run/server-runtime/dist/serverHandoff.js'),
    'createServerHandoffString',
    lazyServerHandoff,
  );
}
