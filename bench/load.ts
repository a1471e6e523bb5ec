/** One load run with autocannon: throughput and latency percentiles of a path. */
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './settings';

export interface LoadResult {
  path: string;
  /** A name for the row when the path alone does not say it ('parents’ zone, 20 children'). */
  label?: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function load(
  base: string,
  path: string,
  options: { connections: number; seconds?: number; amount?: number; cookie?: string; label?: string },
): Promise<LoadResult> {
  const result = await autocannon({
    url: base + path,
    connections: options.connections,
    // autocannon refuses an undefined duration: pass only the one that bounds this run.
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    headers: { ...BROWSER_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return {
    path,
    label: options.label,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Prints runs as a table, each with its ratio to the run of `reference` (a label or a path): of
 * req/s, and of CPU per request where the server's CPU was read (the reference's CPU per request
 * over the page's, the ratio the floors are stated in).
 */
export function printLoadTable(
  title: string,
  results: (LoadResult & { cpuMsPerRequest?: number | null })[],
  reference?: string,
): void {
  const ref = results.find((r) => (r.label ?? r.path) === reference || r.path === reference);
  const base = ref?.reqPerSec;
  const baseCpu = ref?.cpuMsPerRequest;
  console.log(`\n${title}:`);
  console.table(
    results.map((r) => ({
      page: r.label ?? r.path,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      ...(base ? { 'req/s ratio': Number((r.reqPerSec / base).toFixed(2)) } : {}),
      ...(r.cpuMsPerRequest !== undefined ? { 'CPU ms/req': r.cpuMsPerRequest ?? '' } : {}),
      ...(baseCpu && r.cpuMsPerRequest
        ? { 'CPU ratio': Number((baseCpu / r.cpuMsPerRequest).toFixed(2)) }
        : {}),
      'non-2xx': r.non2xx,
    })),
  );
  if (reference) console.log(`(ratios to ${reference})`);
}
