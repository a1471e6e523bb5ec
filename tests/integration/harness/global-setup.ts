/**
 * vitest globalSetup: the app instances serve the production build, so make one when it is
 * missing (scripts/test-all.sh always builds first; this keeps `npx vitest run --config
 * vitest.integration.config.ts` working on its own on a fresh clone). Then it starts the shared
 * mock-mode instances (harness/use-mock-app.ts): one per vitest worker, stopped at the end.
 * Every simulator the run starts checks its answers against the contract (harness/contract.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENHANCE_MANIFEST } from '~/lib/enhance-manifest';
import { startApp } from './app';
import { checkContractLog, startContractLog } from './contract';

const BUILD_TIMEOUT_MS = 180_000;
/** What `npm run build` makes and the tests start: the app, its script, the simulated upstream. */
const BUILT_FILES = ['build/index.js', ENHANCE_MANIFEST, 'build/mock-upstream.js'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared mock-mode instances' origins, the one at index i for the worker VITEST_POOL_ID i + 1. */
    sharedMockApps: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!BUILT_FILES.every((file) => existsSync(path.resolve(file)))) {
    console.log('[integration] the build is missing: running `npm run build`…');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', timeout: BUILD_TIMEOUT_MS });
  }
  startContractLog();
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const starts = await Promise.allSettled(Array.from({ length: workers }, () => startApp()));
  const apps = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // The instances that did start would outlive the run: a throw here returns no teardown.
    await Promise.all(apps.map((app) => app.stop()));
    throw failed.reason;
  }
  project.provide(
    'sharedMockApps',
    apps.map((app) => app.origin),
  );
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
    checkContractLog();
  };
}
