/**
 * One app instance as production runs it: the built Remix app behind server/index.ts, on a
 * loopback port, with its own environment. Several instances given the same REDIS_URL and
 * secret behave as one site behind a load balancer. Each instance keeps its embedded store in a
 * fresh temporary DATA_DIR (removed when it stops) unless the test passes one, e.g. to restart
 * an instance on the same data.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { waitForHealth } from './http-health';
import { spawnService, type ServiceProcess } from './service-process';

/** Shared by every instance of a run: a cookie signed by one must verify on the others. */
export const TEST_SESSION_SECRET = 'integration-tests-session-secret-0123456789';

const START_TIMEOUT_MS = 60_000;

/** The line server/index.ts logs once it listens on `port`: the proof that our process holds it. */
export const appListening = (port: number) => `Kodea en http://localhost:${port} `;

export interface RunningApp {
  origin: string;
  service: ServiceProcess;
  /** Where its embedded store lives. */
  dataDir: string;
  stop(): Promise<void>;
  /** kill -9: the process dies mid-flight, as in a crash. */
  kill(): Promise<void>;
}

export interface AppOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand, when other services must know the origin before the app starts. */
  port?: number;
  /** The embedded store's directory; a fresh temporary one (removed at stop) when absent. */
  dataDir?: string;
  /** Node flags before the entry, e.g. the heap cap `npm run serve` uses. */
  nodeArgs?: string[];
  /** NODE_ENV; production (as deployed) unless a test says otherwise. */
  nodeEnv?: 'development' | 'production';
}

export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  if (!existsSync(path.resolve('build/index.js')))
    throw new Error('build/index.js is missing: run `npm run build` (the global setup does it)');
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kodea-app-data-'));
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const service = spawnService({
    name: `app :${port}`,
    command: process.execPath,
    args: [...(options.nodeArgs ?? []), 'build/index.js'],
    nodeEnv: options.nodeEnv ?? 'production',
    env: {
      // Mock mode in production is an explicit choice (docs/decisions/073): these instances make it.
      ...(options.env?.UPSTREAM_URL ? {} : { MOCK_BACKEND: 'on' }),
      SESSION_SECRET: TEST_SESSION_SECRET,
      COOKIE_SECURE: 'false',
      // As deployed behind one load balancer: each test browser's X-Forwarded-For is its address,
      // so per-client limits reached by one test never refuse another test's requests.
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      // The origin the tests (and the simulated provider's return check) use for this instance.
      PUBLIC_URL: origin,
      // The start line (appListening) is an info line: a LOG_LEVEL in the shell must not hide it.
      LOG_LEVEL: 'info',
      // The sections' own deadline is tested by itself (tests/unit/optional-section.test.ts, the
      // optional-sections e2e spec); here a loaded machine must not drop a banner a test looks for.
      OPTIONAL_SECTION_TIMEOUT_MS: '5000',
      ...options.env,
      PORT: String(port),
    },
  });
  try {
    await waitForHealth(service, origin, `app on port ${port}`, START_TIMEOUT_MS, appListening(port));
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    origin,
    service,
    dataDir,
    stop: async () => {
      await service.stop();
      removeData();
    },
    kill: async () => {
      await service.kill();
      removeData();
    },
  };
}
