/**
 * The app instance in mock mode a test file talks to.
 *
 * useMockApp: the shared instance of this file's vitest worker (started once by
 * harness/global-setup.ts), since a start costs seconds of CPU on a 2-core machine. A worker runs
 * one file at a time, so files never use an instance at once. What a file leaves behind there is
 * what a real instance keeps between visitors: each file's browsers have their own addresses,
 * cookies and alias accounts (harness/http-client.ts newBrowser, support/accounts.ts), and a
 * scenario is a browser's own cookie.
 *
 * useOwnApp: a fresh instance for the whole file (or the describe block it is called in), for
 * checks that need one nobody else has visited (the anonymous page cache's first answer is a
 * MISS), that read its log, or that start it with a configuration of their own.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { startApp, type AppOptions, type RunningApp } from './app';

export function useMockApp(): () => string {
  const origins = inject('sharedMockApps');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const origin = origins[(worker - 1) % origins.length];
  if (!origin) throw new Error('No shared app: harness/global-setup.ts starts them');
  return () => origin;
}

export function useOwnApp(options: AppOptions = {}): () => RunningApp {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp(options);
  });
  afterAll(async () => {
    await app?.stop();
  });
  return () => {
    if (!app) throw new Error('The app did not start (see beforeAll)');
    return app;
  };
}
