/**
 * Integration tests: real processes (app instances, the standalone mock upstream, redis-server)
 * spoken to over HTTP on 127.0.0.1. No tests/setup.ts here: it starts MSW in the test process,
 * which would intercept the tests' own requests to the spawned servers.
 */
import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config';

export default defineConfig({
  resolve: unitConfig.resolve,
  test: {
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/harness/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file starts its own servers; one file at a time keeps a 2-core CI machine responsive
    // (the hostile-input file measures how fast /healthz answers under load).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
