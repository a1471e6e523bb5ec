/**
 * The bench's anchor (bench/README.md): a bare Remix app with the project's own Remix, React and
 * express versions — a root with <Meta/><Links/><Outlet/>, one route rendering a paragraph and one
 * resource route — so the framework's own floor on this machine is measured beside our pages.
 * The app's module format, and its future flags as they were when issue 79 set its goals against
 * this page (single fetch off).
 *
 * BARE_ROUTE_TABLE names the app's route table (`remix routes --json`): the same bare pages are
 * then built under the app's every route, path and nesting, with the app's future flags of today,
 * into build-routes/. That measures the part of the floor that is the app's configuration of the
 * framework, not its code: Remix matches the whole route tree on every request, and single fetch
 * encodes every document's data with turbo-stream.
 */
import { readFileSync } from 'node:fs';
import appConfig from '../../remix.config.js';

const table = process.env.BARE_ROUTE_TABLE;

/** The app's tree under its root: a route with children renders an Outlet, any other a paragraph. */
function sameRoutes(defineRoutes) {
  const [root] = JSON.parse(readFileSync(table, 'utf8'));
  return defineRoutes((route) => {
    const add = (nodes) =>
      nodes.forEach(({ id, path, index, children }) =>
        children?.length
          ? route(path, 'same-routes/layout.tsx', { id, index }, () => add(children))
          : route(path, 'same-routes/page.tsx', { id, index }),
      );
    add(root.children ?? []);
  });
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
  ...(table && {
    ignoredRouteFiles: ['**/*'],
    routes: sameRoutes,
    future: appConfig.future,
    serverBuildPath: 'build-routes/index.js',
    assetsBuildDirectory: 'public/build-routes',
    publicPath: '/build-routes/',
  }),
};
