/**
 * Integration tests: real processes (app instances, the standalone mock upstream, redis-server)
 * spoken to over HTTP on 127.0.0.1. No tests/setup.ts here: it starts MSW in the test process,
 * which would intercept the tests' own requests to the spawned servers.
 *
 * Two groups, one after the other. Most files spend their time waiting on the servers they start,
 * so two run at a time. The files that load the machine on purpose or time what they measure (a
 * flood, the hostile inputs with /healthz answering meanwhile, the supervisor's restarts, a crash
 * mid-payment, one worker per core) run alone afterwards.
 */
import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config';

const ALONE = ['anonymous-flood', 'hostile-input', 'supervisor', 'restart', 'workers-per-core'].map(
  (name) => `tests/integration/${name}.test.ts`,
);

export default defineConfig({
  resolve: unitConfig.resolve,
  test: {
    globalSetup: ['tests/integration/harness/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration (alone)',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
