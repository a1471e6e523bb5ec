/**
 * Both cores used (issue 18, goal 3; docs/decisions/041, 053): `npm start` (server/main.ts, the
 * supervisor) against the shared simulated backend (mocks/standalone.ts, its own process) with the
 * embedded SQLite store in a temporary DATA_DIR — one supervisor with one worker and one with two,
 * both running — and the same with Redis when redis-server is installed. Each supervisor signs a
 * parent and a student in; both are warmed until steady, then loaded in alternating rounds with a
 * mix of their signed-in pages. The CPU each process used is printed beside the rates, so a run
 * capped by the simulated backend, by Redis or by the load generator says so. The load comes from
 * wrk when it is installed (bench/mix-load.ts, docs/decisions/057).
 * Ports: the backend on `port`, the app on port+1…port+4, Redis on port+19.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ratioGoal, type Goal } from '../goals';
import { MIX_GENERATOR } from '../mix-load';
import { NO_DATA } from '../settings';
import { startStandaloneUpstream } from '../standalone-upstream';
import { compareWorkers, ROUND_SECONDS, WARM_WINDOW_SECONDS, type MixResult } from '../workers-rounds';

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
  const appPorts = [port + 1, port + 2, port + 3, port + 4];
  const mock = await startStandaloneUpstream(port, {
    returnOrigins: appPorts.map((p) => `http://127.0.0.1:${p}`),
  });
  const upstreamEnv = mock.env;
  if (MIX_GENERATOR !== 'wrk')
    console.log(
      'wrk is not installed (apt-get install wrk): autocannon generates the load, and its CPU ' +
        'comes from the cores the two workers share (docs/decisions/057).',
    );
  const results: MixResult[] = [];
  try {
    results.push(
      ...(await compareWorkers(
        [appPorts[0], appPorts[1]],
        mock.pid,
        { ...upstreamEnv, REDIS_URL: '' },
        'SQLite',
      )),
    );
    const redisPort = port + 19;
    const redis = await startRedis(redisPort);
    if (redis) {
      try {
        const withRedis = { ...upstreamEnv, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
        results.push(
          ...(await compareWorkers([appPorts[2], appPorts[3]], mock.pid, withRedis, 'Redis', redis.pid)),
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
      `npm start against the standalone simulated backend, ` +
      `load from ${MIX_GENERATOR}:`,
  );
  console.table(
    results.map((r) => ({
      run: r.label,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'app cores': Number(r.appCores.toFixed(2)),
      'mock cores': Number(r.mockCores.toFixed(2)),
      'redis cores': r.storeCores === undefined ? '' : Number(r.storeCores.toFixed(2)),
      [`${MIX_GENERATOR} cores`]: Number(r.generatorCores.toFixed(2)),
      'non-2xx': r.non2xx,
      [`rounds req/s (${ROUND_SECONDS} s)`]: r.rounds.join(' '),
      [`warm-up req/s (${WARM_WINDOW_SECONDS} s windows)`]: r.warmUp.join(' '),
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
