/**
 * Builds the simulated upstream as its own HTTP server (mocks/standalone.ts) into
 * build/mock-upstream.js, so that scripts/several-instances.sh, the integration tests and the bench
 * start it on plain Node like build/index.js (run by `npm run build` after `remix build`).
 * Packages stay imports of node_modules, as in Remix's server build; our own modules, with the
 * tsconfig aliases (@kernel, @server, ~), are bundled.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

await build({
  entryPoints: { 'mock-upstream': 'mocks/standalone.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // esbuild's `packages: 'external'` would take '@kernel/…' for a package: name them instead.
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('[mock-upstream] build/mock-upstream.js');
