/**
 * The project's benchmark (a report, not a test): on the production build and the offline mock
 * backend, in one run, it measures /healthz, a page without data and the catalogue pages with
 * autocannon (50 connections), prints req/s, p50/p99 and the ratios the performance goals are
 * stated in, the gzipped JavaScript of each public page, and the server's memory after 10,000
 * requests to /cursos. Anonymous visitors are served from the rendered-page cache
 * (docs/decisions/016); the same pages are then measured rendered on every request (a cookie
 * that names no session bypasses that cache), so what rendering costs stays visible.
 * Run: npm run bench (BENCH_SECONDS per path, default 8).
 */
import { jsWeightKb } from './js-weight';
import { load, type LoadResult } from './load';
import { rssMb, startServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const NO_DATA = '/terminos-y-condiciones';
const CATALOGUE = ['/', '/cursos', '/cursos/curso-de-videojuegos-con-roblox', '/vacaciones?edad=8_to_11'];
const PUBLIC_PAGES = [NO_DATA, ...CATALOGUE, '/contactanos'];
/** A session cookie that names no session: the page renders as for an anonymous visitor, uncached. */
const BYPASS = '__kodea_session=bench-no-such-session';

const server = await startServer(PORT);
try {
  // Warm-up: JIT, caches, first connections.
  for (const path of ['/healthz', NO_DATA, ...CATALOGUE])
    await load(server.base, path, { connections: 10, amount: 300 });

  const results = new Map<string, LoadResult>();
  for (const path of ['/healthz', NO_DATA, ...CATALOGUE])
    results.set(path, await load(server.base, path, { connections: CONNECTIONS, seconds: SECONDS }));
  const healthz = results.get('/healthz')?.reqPerSec ?? 1;
  const noData = results.get(NO_DATA)?.reqPerSec ?? 1;

  console.log(
    `\nKodea benchmark: ${CONNECTIONS} connections, ${SECONDS} s per path, production build, mock backend\n`,
  );
  console.table(
    [...results.values()].map((r) => ({
      path: r.path,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs /healthz': (r.reqPerSec / healthz).toFixed(2),
      'vs no-data page': (r.reqPerSec / noData).toFixed(2),
      'non-2xx': r.non2xx,
    })),
  );
  console.log(`Goal: ${NO_DATA} ≥ 0.30 × /healthz → ${(noData / healthz).toFixed(2)}`);
  for (const path of CATALOGUE) {
    const ratio = (results.get(path)?.reqPerSec ?? 0) / noData;
    console.log(`Goal: ${path} ≥ 0.80 × ${NO_DATA} → ${ratio.toFixed(2)}`);
  }

  // The render path: what a signed-in visitor's page, or a page-cache miss, costs.
  const rendered = [];
  for (const path of [NO_DATA, ...CATALOGUE])
    rendered.push(
      await load(server.base, path, { connections: CONNECTIONS, seconds: SECONDS, cookie: BYPASS }),
    );
  const renderedNoData = rendered[0]?.reqPerSec ?? 1;
  console.log('\nRendered on every request (page cache bypassed; the data cache still on):');
  console.table(
    rendered.map((r) => ({
      path: r.path,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs /healthz': (r.reqPerSec / healthz).toFixed(2),
      'vs no-data page': (r.reqPerSec / renderedNoData).toFixed(2),
      'non-2xx': r.non2xx,
    })),
  );

  console.log('\nBrowser JavaScript per public page (gzip, goal ≤ 90 KB):');
  const weights = [];
  for (const page of PUBLIC_PAGES)
    weights.push({ page, 'JS KB (gzip)': (await jsWeightKb(server.base, page)).toFixed(1) });
  console.table(weights);

  const before = rssMb(server.pid);
  await load(server.base, '/cursos', { connections: CONNECTIONS, amount: 10_000 });
  const after = rssMb(server.pid);
  console.log(
    `\nRSS: ${before.toFixed(0)} MB before, ${after.toFixed(
      0,
    )} MB after 10,000 requests to /cursos (goal ≤ 300 MB)`,
  );
} finally {
  server.stop();
}
