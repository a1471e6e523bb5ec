/** One load run with autocannon: throughput and latency percentiles of a path. */
import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function load(
  base: string,
  path: string,
  options: { connections: number; seconds?: number; amount?: number; cookie?: string },
): Promise<LoadResult> {
  const result = await autocannon({
    url: base + path,
    connections: options.connections,
    // autocannon refuses an undefined duration: pass only the one that bounds this run.
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    // Accept-Encoding like a browser: compression is part of what a page costs.
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      accept: 'text/html',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
  return {
    path,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
