/**
 * The bench's anchor (bench/README.md): a bare Remix app with the project's own Remix, React and
 * express versions — a root with <Meta/><Links/><Outlet/>, one route rendering a paragraph and one
 * resource route — so the framework's own floor on this machine is measured beside our pages.
 * Same future flags and module format as the app (../../remix.config.js).
 */
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
};
