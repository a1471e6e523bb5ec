/** One app instance in mock mode for a whole test file: started before, stopped after; returns its origin. */
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app';

export function useMockApp(): () => string {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });
  return () => {
    if (!app) throw new Error('The app did not start (see beforeAll)');
    return app.origin;
  };
}
