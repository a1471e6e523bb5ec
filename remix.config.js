/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Each URL is a folder, app/routes/<route>/route.tsx, with its server code beside it
  // (<name>.server.ts). Flat routes take only route.* (or index.*) from a folder, so the siblings
  // are never routes and need no entry here; never name a sibling index.*.
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  // The express server is compiled with the app into build/index.js (the documented `server`
  // entry): one copy of every server module, run by plain Node.
  server: './server/index.ts',
  serverPlatform: 'node',
  // Server code imported by routes lives in ../server, and the rules both sides share in ../kernel
  // (docs/decisions/025); both are bundled into build/index.js, the kernel into the client too.
  watchPaths: ['./server/**/*.ts', './kernel/**/*.ts'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
