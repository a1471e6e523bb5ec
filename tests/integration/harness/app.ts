/**
 * One app instance as production runs it: the built Remix app behind server/index.ts, on a
 * loopback port, with its own environment. Several instances given the same REDIS_URL and
 * secret behave as one site behind a load balancer.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { waitForHealth } from './http-health';
import { spawnService, type ServiceProcess } from './service-process';

/** Shared by every instance of a run: a cookie signed by one must verify on the others. */
export const TEST_SESSION_SECRET = 'integration-tests-session-secret-0123456789';

const START_TIMEOUT_MS = 60_000;

export interface RunningApp {
  origin: string;
  service: ServiceProcess;
  stop(): Promise<void>;
}

export interface AppOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand, when other services must know the origin before the app starts. */
  port?: number;
}

export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  if (!existsSync(path.resolve('build/index.js')))
    throw new Error('build/index.js is missing: run `npx remix build` (the global setup does it)');
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const service = spawnService({
    name: `app :${port}`,
    command: process.execPath,
    args: ['--import', 'tsx', 'server/index.ts'],
    nodeEnv: 'production',
    env: {
      SESSION_SECRET: TEST_SESSION_SECRET,
      COOKIE_SECURE: 'false',
      // As deployed behind one load balancer: each test browser's X-Forwarded-For is its address,
      // so per-client limits reached by one test never refuse another test's requests.
      TRUST_PROXY: '1',
      // The origin the tests (and the simulated provider's return check) use for this instance.
      PUBLIC_URL: origin,
      ...options.env,
      PORT: String(port),
    },
  });
  await waitForHealth(service, origin, `app on port ${port}`, START_TIMEOUT_MS);
  return { origin, service, stop: service.stop };
}
