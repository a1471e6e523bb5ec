/**
 * Integration tests: real processes (app instances, the standalone mock upstream, redis-server)
 * spoken to over HTTP on 127.0.0.1. No tests/setup.ts here: it starts MSW in the test process,
 * which would intercept the tests' own requests to the spawned servers.
 *
 * Two files run at a time: most spend their time waiting on the servers they start, and the ones
 * that load the machine on purpose (the flood, the hostile inputs) count what they sent, not how
 * fast; their few time limits (a /healthz answer, a retry after a crash) hold with the other file
 * running beside them. (Three at a time measured no faster on this 2-core machine.)
 */
import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config';
import { LongestFirst } from './tests/integration/harness/longest-first';

export default defineConfig({
  resolve: unitConfig.resolve,
  test: {
    name: 'integration',
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/harness/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
