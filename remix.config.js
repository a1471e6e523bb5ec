/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // Server code imported by routes lives in ../server, and the rules both sides share in ../kernel
  // (docs/decisions/025); both are bundled into build/index.js, the kernel into the client too.
  watchPaths: ['./server/**/*.ts', './kernel/**/*.ts'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Classic (non single-fetch) data loading: see docs/decisions/002-remix-data-loading.md
    v3_singleFetch: false,
  },
};
