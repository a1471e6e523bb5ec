/**
 * vitest globalSetup: the app instances serve the production build, so make one when it is
 * missing. scripts/test-all.sh always builds first; this keeps `npx vitest run --config
 * vitest.integration.config.ts` working on its own on a fresh clone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENHANCE_MANIFEST } from '~/lib/enhance-manifest';

const BUILD_TIMEOUT_MS = 180_000;

export default function setup(): void {
  if (existsSync(path.resolve('build/index.js')) && existsSync(path.resolve(ENHANCE_MANIFEST))) return;
  console.log('[integration] the build is missing: running `npm run build`…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', timeout: BUILD_TIMEOUT_MS });
}
