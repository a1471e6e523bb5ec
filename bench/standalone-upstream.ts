/**
 * The simulated upstream in a process of its own (mocks/standalone.ts), as the real API, content
 * service and card provider are other machines in production: what the bench then measures of the
 * app is the app's alone (issue 51, point 6). The app reaches it through `env`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { standaloneUpstreamEnv } from '../mocks/config/standalone-env';
import { BENCH_SUPPORT_TOKEN, startServer, waitUntilUp, type BenchServer } from './server';

export interface StandaloneUpstream {
  origin: string;
  pid: number;
  /** The app's settings that point every upstream service at this process. */
  env: Record<string, string>;
  /** Resolves once the process has exited. */
  stop(): Promise<void>;
}

export async function startStandaloneUpstream(
  port: number,
  options: {
    /** The app origins the simulated provider may send a payer back to. */
    returnOrigins: string[];
    /** MOCK_LATENCY_MS (docs/mock-backend.md), e.g. `api:150,content:150`. */
    latency?: string;
    /** Another checkout whose build to run (bench/compare-builds.ts); this one by default. */
    cwd?: string;
  },
): Promise<StandaloneUpstream> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['build/mock-upstream.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MOCK_UPSTREAM_PORT: String(port),
      MOCK_ALLOWED_RETURN_ORIGINS: options.returnOrigins.join(','),
      MOCK_SUPPORT_TOKEN: BENCH_SUPPORT_TOKEN,
      ...(options.latency ? { MOCK_LATENCY_MS: options.latency } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: options.cwd,
  });
  let exitedWith: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedWith = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exitedWith === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilUp(origin, '/healthz', () => exitedWith);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, env: standaloneUpstreamEnv(origin), stop };
}

export interface AppOnSimulator {
  app: BenchServer;
  upstream: StandaloneUpstream;
  /** Stops the app, then the simulated upstream. */
  stop(): Promise<void>;
}

/**
 * The production build on `port` against the simulated upstream in its own process on
 * `upstreamPort`, as in production: what a scenario measures of the app is then the app's alone
 * (issue 51, point 6). The upstream stops again when the app cannot start.
 */
export async function startAppOnSimulator(
  port: number,
  upstreamPort: number,
  options: Parameters<typeof startServer>[1] = {},
): Promise<AppOnSimulator> {
  const upstream = await startStandaloneUpstream(upstreamPort, {
    returnOrigins: [`http://127.0.0.1:${port}`],
    cwd: options.cwd,
  });
  try {
    const app = await startServer(port, { ...options, env: { ...upstream.env, ...options.env } });
    const stop = async () => {
      app.stop();
      await upstream.stop();
    };
    return { app, upstream, stop };
  } catch (error) {
    await upstream.stop();
    throw error;
  }
}
