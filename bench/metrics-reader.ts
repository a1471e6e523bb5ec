/**
 * What a bench server's /metrics says (server/ops/metrics.ts): its upstream calls and store
 * operations so far, and its heap. A scenario starts its server with `env: { METRICS_TOKEN }`.
 */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

async function metricsText(base: string): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok)
    throw new Error(`bench: ${base}/metrics → ${response.status} (started without METRICS_TOKEN?)`);
  return response.text();
}

/** The sum of every series of one metric (all its labels). */
function total(text: string, name: string): number {
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+(?:\\.\\d+)?)`, 'gm')))
    sum += Number(match[1]);
  return sum;
}

/** Every upstream call the server made so far (the histogram's counts, all services). */
export async function upstreamCalls(base: string): Promise<number> {
  return total(await metricsText(base), 'kodea_upstream_request_duration_seconds_count');
}

/** Every operation the server asked of its store so far (rate limits apart). */
export async function storeOperations(base: string): Promise<number> {
  return total(await metricsText(base), 'kodea_store_operations_total');
}

export async function heapUsedMb(base: string): Promise<number> {
  return total(await metricsText(base), 'nodejs_heap_size_used_bytes') / 1024 / 1024;
}

/** Upstream calls and store operations per view of `path`, over `views` views one after another. */
export async function callsPerView(
  base: string,
  path: string,
  cookie: string,
  views = 20,
): Promise<{ upstream: number; store: number }> {
  const before = { upstream: await upstreamCalls(base), store: await storeOperations(base) };
  for (let i = 0; i < views; i++) await (await fetch(base + path, { headers: { cookie } })).arrayBuffer();
  return {
    upstream: ((await upstreamCalls(base)) - before.upstream) / views,
    store: ((await storeOperations(base)) - before.store) / views,
  };
}
