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
    environment: 'node',
    pool: 'threads',
    restoreMocks: true,
    // The logger writes nothing under the unit tests; they read what it was asked to write by
    // spying on it (vi.spyOn(logger, 'warn')).
    env: { LOG_LEVEL: 'silent' },
  },
});
