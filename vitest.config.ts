import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(__dirname, 'app'),
      '@server': path.resolve(__dirname, 'server'),
      '@kernel': path.resolve(__dirname, 'kernel'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/router/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // Clears the notes tests/setup.ts leaves of the simulator's answers checked against the contract.
    globalSetup: ['tests/router-global-setup.ts'],
    environment: 'node',
    pool: 'threads',
    // One module graph per worker, not per file: importing the simulated upstream (msw,
    // @mswjs/data, the seed) for each of ~140 files was 90 s of a 200 s run; without it the run
    // takes under 60 s. tests/setup.ts resets what tests share (database, store, caches, handlers,
    // pending refreshes) after every test, and the suite passes in shuffled orders (decision 048).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Several of these files mostly wait (lock leases, timeouts, child processes), so two workers
    // overlap that waiting; tests share nothing across workers (keys are unique per test).
    maxWorkers: 2,
    restoreMocks: true,
    // The logger writes nothing under the unit tests; they read what it was asked to write by
    // spying on it (vi.spyOn(logger, 'warn')).
    env: { LOG_LEVEL: 'silent' },
  },
});
