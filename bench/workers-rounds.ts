/**
 * One worker against two on one store, for the `workers` scenario (issue 18, goal 3; decision
 * 053): two supervisors started side by side, signed in, warmed until steady taking turns, then
 * loaded in alternating rounds with a mix of signed-in pages; the median rate of each, the CPU
 * used meanwhile by the app, the simulated backend and redis-server, every round and window.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './interleaved';
import { loadMix } from './mix-load';
import { withCpuUsed } from './process-cpu';
import { startServer, type BenchServer } from './server';
import { BENCH_SECONDS, NO_DATA } from './settings';
import { signIn } from './sign-in';

/**
 * Warm-up before a configuration is measured, in windows of WARM_WINDOW_SECONDS: at least
 * WARM_MIN_WINDOWS, then more while a window is still over WARM_STILL_RISING of the one before,
 * up to WARM_MAX_WINDOWS. A server is measured as it runs for hours, not in its first seconds:
 * from a cold start two workers took 30–40 s to reach their rate (377 → ~1,000 req/s, V8 still
 * compiling and sizing its heap on the cores the other worker needs), one worker ~6 s. Six
 * windows were too few: with rates moving ±10 % from one window to the next, a slow climb looks
 * flat, and a run stopped two workers at 810 req/s (docs/decisions/053). Both configurations
 * get the same rule.
 */
export const WARM_WINDOW_SECONDS = 5;
const WARM_MIN_WINDOWS = 10;
const WARM_MAX_WINDOWS = 16;
const WARM_STILL_RISING = 1.05;

export interface MixResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Cores used during the run: the app (supervisor and workers) and the simulated backend. */
  appCores: number;
  mockCores: number;
  /** Cores redis-server used, in the Redis runs. */
  storeCores?: number;
  /** Cores the load generator used (bench/mix-load.ts). */
  generatorCores: number;
  /** req/s of each measured round, in order. */
  rounds: number[];
  /** req/s of each warm-up window, in order. */
  warmUp: number[];
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

type MixRequests = Awaited<ReturnType<typeof signedInMix>>;

/** Whether a configuration's warm-up windows say it is warm (the rule above). */
function steady(rates: number[]): boolean {
  const [before, last] = rates.slice(-2);
  const stillRising = before !== undefined && last !== undefined && last > before * WARM_STILL_RISING;
  return (rates.length >= WARM_MIN_WINDOWS && !stillRising) || rates.length >= WARM_MAX_WINDOWS;
}

/**
 * Loads each configuration's mix in windows taken turn about until every one is steady; the
 * windows' req/s of each. Turn about, because a server left idle for half a minute is not warm
 * any more: V8 flushes code it has not run and shrinks the heap (the Redis run with one worker,
 * warmed first and then left while the other warmed, began its rounds at 327 req/s, not ~600).
 */
async function warmTogether(configurations: { server: BenchServer; requests: MixRequests }[]) {
  const rates = configurations.map(() => [] as number[]);
  while (!rates.every(steady))
    for (const [index, { server, requests }] of configurations.entries()) {
      if (steady(rates[index]!)) continue;
      const { reqPerSec } = await loadMix(server.base, requests, WARM_WINDOW_SECONDS);
      rates[index]!.push(Math.round(reqPerSec));
    }
  return rates;
}

/**
 * Rounds taken turn about by the two configurations of a store, and how long each lasts (whole
 * seconds: wrk's duration takes no fractions).
 */
const ROUNDS = 6;
export const ROUND_SECONDS = Math.max(2, Math.round(BENCH_SECONDS / 2));

/** The supervisor with the workers `env` asks for, on its own store directory, signed in. */
async function startConfiguration(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-workers-'));
  const server = await startServer(port, {
    entry: 'server/main.ts',
    env: { ...env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  return {
    server,
    requests: await signedInMix(server.base),
    stop: async () => {
      await stopAndWait(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One worker against two on one store. Both supervisors run at once — the one not under load
 * idles — and are loaded in alternating rounds (the order swapped every round), each figure the
 * median of its rounds: on this shared machine a rate drifts by ±15 % within a minute, and rounds
 * taken turn about meet the same drift (as bench/interleaved.ts does for pages).
 */
export async function compareWorkers(
  ports: [number, number],
  mockPid: number,
  env: Record<string, string>,
  store: string,
  storePid?: number,
): Promise<MixResult[]> {
  const configurations = [
    { label: `${store}, 1 worker`, workers: '1', port: ports[0] },
    { label: `${store}, 2 workers`, workers: '2', port: ports[1] },
  ];
  const started: Awaited<ReturnType<typeof startConfiguration>>[] = [];
  try {
    for (const configuration of configurations)
      started.push(
        await startConfiguration(configuration.port, { ...env, WEB_CONCURRENCY: configuration.workers }),
      );
    const warmUp = await warmTogether(started);
    const tallies = started.map(() => ({
      rates: [] as number[],
      p50: [] as number[],
      p99: [] as number[],
      non2xx: 0,
      seconds: 0,
      cpuSeconds: { app: 0, mock: 0, store: 0, generator: 0 },
    }));
    const watched = { mock: mockPid, ...(storePid ? { store: storePid } : {}) };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const index of order) {
        const { server, requests } = started[index]!;
        const tally = tallies[index]!;
        const { result, cpuSeconds, seconds } = await withCpuUsed({ app: server.pid, ...watched }, () =>
          loadMix(server.base, requests, ROUND_SECONDS),
        );
        tally.rates.push(result.reqPerSec);
        tally.p50.push(result.p50);
        tally.p99.push(result.p99);
        tally.non2xx += result.non2xx;
        tally.seconds += seconds;
        for (const name of ['app', 'mock', 'store'] as const) tally.cpuSeconds[name] += cpuSeconds[name] ?? 0;
        tally.cpuSeconds.generator += result.generatorCpuSeconds;
      }
    }
    return configurations.map((configuration, index) => {
      const tally = tallies[index]!;
      return {
        label: configuration.label,
        reqPerSec: median(tally.rates),
        p50: median(tally.p50),
        p99: median(tally.p99),
        non2xx: tally.non2xx,
        appCores: tally.cpuSeconds.app / tally.seconds,
        mockCores: tally.cpuSeconds.mock / tally.seconds,
        ...(storePid ? { storeCores: tally.cpuSeconds.store / tally.seconds } : {}),
        generatorCores: tally.cpuSeconds.generator / tally.seconds,
        rounds: tally.rates.map(Math.round),
        warmUp: warmUp[index] ?? [],
      };
    });
  } finally {
    for (const configuration of started) await configuration.stop();
  }
}
