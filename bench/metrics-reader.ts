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

/** Upstream calls and store operations so far, from one read of /metrics. */
async function counts(base: string): Promise<{ upstream: number; store: number }> {
  const text = await metricsText(base);
  return {
    upstream: total(text, 'kodea_upstream_request_duration_seconds_count'),
    store: total(text, 'kodea_store_operations_total'),
  };
}

/** Every upstream call the server made so far (the histogram's counts, all services). */
export async function upstreamCalls(base: string): Promise<number> {
  return (await counts(base)).upstream;
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
  const before = await counts(base);
  for (let i = 0; i < views; i++) await (await fetch(base + path, { headers: { cookie } })).arrayBuffer();
  const after = await counts(base);
  return {
    upstream: (after.upstream - before.upstream) / views,
    store: (after.store - before.store) / views,
  };
}
