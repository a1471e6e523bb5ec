/**
 * Both cores used (issue 18, goal 3; docs/decisions/041): `npm start` (server/main.ts, the
 * supervisor) against the shared simulated backend (mocks/standalone.ts, its own process) with the
 * embedded SQLite store in a temporary DATA_DIR — once with one worker, once with two — and the
 * same with Redis when redis-server is installed. Each run signs a parent and a student in and
 * measures the signed-in throughput of a mix of their pages; the CPU each process used is printed
 * beside it, so a run capped by the simulated backend (or by autocannon) says so.
 * Ports: the backend on `port`, the app on port+1…port+4, Redis on port+19.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { standaloneUpstreamEnv } from '../../mocks/config/standalone-env';
import { ratioGoal, type Goal } from '../goals';
import { withCoresUsed } from '../process-cpu';
import { BENCH_SUPPORT_TOKEN, startServer, waitUntilUp, type BenchServer } from '../server';
import { BENCH_CONNECTIONS, BENCH_SECONDS, NO_DATA } from '../settings';
import { signIn } from '../sign-in';

/** How long the simulated backend may reuse a GET answer in this scenario (0 computes every call). */
const MOCK_ANSWER_CACHE_MS = Number(process.env.BENCH_MOCK_ANSWER_CACHE_MS ?? 1_000);

interface MixResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Cores used during the run: the app (supervisor and workers) and the simulated backend. */
  appCores: number;
  mockCores: number;
}

/** Starts a child process the scenario owns; stop() resolves once it has exited. */
function startChild(command: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** SIGTERM, then waits until the supervisor has drained its workers and exited (its port is free). */
async function stopAndWait(server: BenchServer): Promise<void> {
  server.stop();
  for (let i = 0; i < 200 && existsSync(`/proc/${server.pid}`); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The signed-in pages the mix cycles through, each with the cookie of the user who sees it. */
async function signedInMix(base: string) {
  const parent = await signIn(base, 'padre@example.com');
  const student = await signIn(base, 'alumno@example.com');
  return [
    { path: '/dashboard', headers: { cookie: parent } },
    { path: '/dashboard', headers: { cookie: student } },
    { path: '/dashboard/compras', headers: { cookie: parent } },
    { path: NO_DATA, headers: { cookie: parent } },
  ];
}

async function measureMix(
  base: string,
  requests: { path: string; headers: Record<string, string> }[],
  options: { seconds?: number; amount?: number },
) {
  const result = await autocannon({
    url: base,
    connections: BENCH_CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? BENCH_SECONDS }),
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
    requests,
  });
  return result;
}

/** One configuration: the supervisor with `workers` workers on `store`, measured under the mix. */
async function runConfiguration(
  port: number,
  mockPid: number,
  env: Record<string, string>,
  label: string,
): Promise<MixResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-workers-'));
  const server = await startServer(port, {
    entry: 'server/main.ts',
    env: { ...env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  try {
    const requests = await signedInMix(server.base);
    // Warm-up: every worker loads the build and fills its caches before anything is measured.
    await measureMix(server.base, requests, { amount: 400 });
    const { result, cores } = await withCoresUsed({ app: server.pid, mock: mockPid }, () =>
      measureMix(server.base, requests, { seconds: BENCH_SECONDS }),
    );
    return {
      label,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      appCores: cores.app ?? 0,
      mockCores: cores.mock ?? 0,
    };
  } finally {
    await stopAndWait(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** redis-server on `port` for the Redis runs, or null when it is not installed. */
async function startRedis(port: number) {
  const redis = startChild('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {});
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (redis.pid === 0) return null;
    try {
      const { default: Redis } = await import('ioredis');
      const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0 });
      await client.connect();
      await client.quit();
      return redis;
    } catch {
      // not up yet
    }
  }
  await redis.stop();
  return null;
}

export async function workersScaling(port: number): Promise<Goal[]> {
  const mockOrigin = `http://127.0.0.1:${port}`;
  const appPorts = [port + 1, port + 2, port + 3, port + 4];
  const mock = startChild(process.execPath, ['--import', 'tsx', 'mocks/standalone.ts'], {
    NODE_ENV: 'production',
    MOCK_UPSTREAM_PORT: String(port),
    MOCK_ALLOWED_RETURN_ORIGINS: appPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
    MOCK_SUPPORT_TOKEN: BENCH_SUPPORT_TOKEN,
    // The backend runs elsewhere in production; here it shares the cores, so it keeps its GET
    // answers for a second (until any write) to stay out of the app's way (mocks/http/answer-cache.ts).
    MOCK_ANSWER_CACHE_MS: String(MOCK_ANSWER_CACHE_MS),
  });
  const upstreamEnv = standaloneUpstreamEnv(mockOrigin);
  const results: MixResult[] = [];
  try {
    await waitUntilUp(mockOrigin);
    const sqlite = { ...upstreamEnv, REDIS_URL: '' };
    results.push(
      await runConfiguration(appPorts[0], mock.pid, { ...sqlite, WEB_CONCURRENCY: '1' }, 'SQLite, 1 worker'),
    );
    results.push(
      await runConfiguration(appPorts[1], mock.pid, { ...sqlite, WEB_CONCURRENCY: '2' }, 'SQLite, 2 workers'),
    );

    const redisPort = port + 19;
    const redis = await startRedis(redisPort);
    if (redis) {
      try {
        const withRedis = { ...upstreamEnv, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
        results.push(
          await runConfiguration(
            appPorts[2],
            mock.pid,
            { ...withRedis, WEB_CONCURRENCY: '1' },
            'Redis, 1 worker',
          ),
        );
        results.push(
          await runConfiguration(
            appPorts[3],
            mock.pid,
            { ...withRedis, WEB_CONCURRENCY: '2' },
            'Redis, 2 workers',
          ),
        );
      } finally {
        await redis.stop();
      }
    } else console.log('redis-server is not installed: the Redis runs are skipped.');
  } finally {
    await mock.stop();
  }

  console.log(
    `\nSigned-in mix (parent /dashboard, student /dashboard, /dashboard/compras, ${NO_DATA}), ` +
      `npm start against the standalone simulated backend (GET answers reused for ${MOCK_ANSWER_CACHE_MS} ms):`,
  );
  console.table(
    results.map((r) => ({
      run: r.label,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'app cores': Number(r.appCores.toFixed(2)),
      'mock cores': Number(r.mockCores.toFixed(2)),
      'non-2xx': r.non2xx,
    })),
  );
  const rate = (label: string) => results.find((r) => r.label === label)?.reqPerSec ?? 0;
  const goals = [
    ratioGoal(
      'signed-in mix, 2 workers vs 1 (SQLite store)',
      rate('SQLite, 2 workers'),
      rate('SQLite, 1 worker'),
      1.6,
    ),
  ];
  if (results.some((r) => r.label.startsWith('Redis')))
    goals.push(
      ratioGoal(
        'signed-in mix, 2 workers vs 1 (Redis)',
        rate('Redis, 2 workers'),
        rate('Redis, 1 worker'),
        1.6,
      ),
    );
  return goals;
}
