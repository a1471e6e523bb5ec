/**
 * Public pages: /healthz, a page without data and the catalogue pages, served to anonymous
 * visitors from the rendered-page cache (docs/decisions/016), then rendered on every request (a
 * cookie that names no session bypasses that cache) so what rendering costs stays visible; the
 * gzipped JavaScript of each public page. Each table's paths are measured in alternating rounds.
 * The app runs against the simulated upstream in its own process, as in production.
 */
import { ratioGoal, type Goal } from '../goals';
import { jsWeightKb } from '../js-weight';
import { loadInterleaved } from '../interleaved';
import { printLoadTable, type LoadResult } from '../load';
import { startAppOnSimulator } from '../standalone-upstream';
import { BENCH_CONNECTIONS, BENCH_SECONDS, BYPASS_COOKIE, NO_DATA } from '../settings';

const CATALOGUE = ['/', '/cursos', '/cursos/curso-de-videojuegos-con-roblox', '/vacaciones?edad=8_to_11'];
const PUBLIC_PAGES = [NO_DATA, ...CATALOGUE, '/contactanos'];

/** The app on `port`, the simulated upstream on `port + 1`. */
export async function publicPages(port: number): Promise<Goal[]> {
  const { app: server, stop } = await startAppOnSimulator(port, port + 1);
  try {
    // Each table in alternating rounds, as the signed-in pages are measured (bench/interleaved.ts):
    // one path measured minutes after another moved their ratio by up to a fifth on this machine.
    const measure = (paths: string[], cookie?: string) =>
      loadInterleaved(
        paths.map((path) => ({ base: server.base, pid: server.pid, path, label: path, cookie })),
        { connections: BENCH_CONNECTIONS, seconds: BENCH_SECONDS, warmUp: 300 },
      );
    const cached = await measure(['/healthz', NO_DATA, ...CATALOGUE]);
    printLoadTable('Anonymous visitors (page cache on)', cached, NO_DATA);

    const rendered = await measure([NO_DATA, ...CATALOGUE], BYPASS_COOKIE);
    printLoadTable(
      'Rendered on every request (page cache bypassed; the data cache still on)',
      rendered,
      NO_DATA,
    );

    const weights = [];
    for (const page of PUBLIC_PAGES)
      weights.push({ page, 'JS KB (gzip)': Number((await jsWeightKb(server.base, page)).toFixed(1)) });
    console.log('\nBrowser JavaScript per public page (gzip):');
    console.table(weights);

    const rate = (list: LoadResult[], path: string) => list.find((r) => r.path === path)?.reqPerSec ?? 0;
    return [
      ratioGoal(`${NO_DATA} (cached) vs /healthz`, rate(cached, NO_DATA), rate(cached, '/healthz'), 0.3),
      ...CATALOGUE.map((path) =>
        ratioGoal(`${path} (cached) vs ${NO_DATA}`, rate(cached, path), rate(cached, NO_DATA), 0.8),
      ),
      ...weights.map((w) => ({
        label: `JavaScript of ${w.page}`,
        value: w['JS KB (gzip)'],
        comparison: '≤' as const,
        // Issue 51: a public page is non-hydrated, its one script at most 5 KB gzipped.
        target: 5,
        unit: 'KB gzip',
      })),
    ];
  } finally {
    await stop();
  }
}
