/**
 * Throughput of several pages measured side by side: in alternating short rounds (page A, page B,
 * …, then again), each page's figure the median of its rounds, with the CPU each request cost its
 * server. A ratio between two pages measured minutes apart on a shared 2-core machine moved by
 * ±20 % from run to run (the same page, signed in as three visitors, gave 361, 379 and 488 req/s in
 * one run); rounds taken turn about meet the same conditions, so the ratio holds still.
 *
 * The rounds start once every page is warm (docs/decisions/066): a page's code is compiled by V8's
 * optimising tiers only after some thousands of views, and a heavier page needs more of them. After
 * 300 or 500 views the home still cost twice its steady CPU per request (2.6 against 1.3 ms) and
 * took two more 1.6 s rounds to settle, while the page without data had settled: the median of five
 * rounds then compared a cold page with a warm one, and the same build read 0.49 or 0.79. So warm-up
 * rounds, taken turn about like the measured ones and then discarded, go on until no page is still
 * getting faster.
 */
import { load, type LoadResult } from './load';
import { treeCpuSeconds } from './process-cpu';

export interface Run {
  base: string;
  path: string;
  label: string;
  cookie?: string;
  /** The server's process, when its CPU per request should be reported. */
  pid?: number;
}

export interface InterleavedResult extends LoadResult {
  /** Milliseconds of the server's CPU per request (median of the rounds); null without a pid. */
  cpuMsPerRequest: number | null;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] ?? 0 : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A warm-up round counts as steady when no page's rate rose by more than this over its last. */
const STEADY_GAIN = 0.05;
const WARM_UP_ROUND_SECONDS = 1;
const MIN_WARM_UP_ROUNDS = 3;
const MAX_WARM_UP_ROUNDS = 8;

/**
 * Loads the pages turn about in short rounds until a round finds every page no faster than 5 % over
 * the round before (at least three rounds, at most eight); the count of rounds taken.
 */
async function warmUntilSteady(runs: Run[], connections: number): Promise<number> {
  let previous: number[] = [];
  for (let round = 1; ; round++) {
    const rates: number[] = [];
    for (const run of runs)
      rates.push(
        (await load(run.base, run.path, { connections, seconds: WARM_UP_ROUND_SECONDS, cookie: run.cookie }))
          .reqPerSec,
      );
    const rising = rates.some((rate, index) => rate > (previous[index] ?? 0) * (1 + STEADY_GAIN));
    if (round >= MAX_WARM_UP_ROUNDS || (round >= MIN_WARM_UP_ROUNDS && !rising)) return round;
    previous = rates;
  }
}

export async function loadInterleaved(
  runs: Run[],
  options: { connections: number; seconds: number; rounds?: number; warmUp?: number },
): Promise<InterleavedResult[]> {
  const rounds = options.rounds ?? 5;
  for (const run of runs)
    await load(run.base, run.path, {
      connections: options.connections,
      amount: options.warmUp ?? 500,
      cookie: run.cookie,
    });
  const warmUpRounds = await warmUntilSteady(runs, options.connections);
  console.log(`(warm-up: ${warmUpRounds} rounds turn about, until no page got faster by over 5 %)`);
  const perRun = runs.map(() => ({ results: [] as LoadResult[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round++)
    for (const [index, run] of runs.entries()) {
      const before = run.pid ? treeCpuSeconds(run.pid) : 0;
      const result = await load(run.base, run.path, {
        connections: options.connections,
        seconds: Math.max(1, options.seconds / rounds),
        cookie: run.cookie,
        label: run.label,
      });
      perRun[index]?.results.push(result);
      if (run.pid && result.requests > 0)
        perRun[index]?.cpu.push((1000 * (treeCpuSeconds(run.pid) - before)) / result.requests);
    }
  return runs.map((run, index) => {
    const { results, cpu } = perRun[index] ?? { results: [], cpu: [] };
    return {
      path: run.path,
      label: run.label,
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      reqPerSec: median(results.map((r) => r.reqPerSec)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      cpuMsPerRequest: cpu.length ? Number(median(cpu).toFixed(2)) : null,
    };
  });
}
