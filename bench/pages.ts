/**
 * Page benchmark: starts the production build on the offline mock backend, then measures
 * server-rendered pages (latency percentiles, throughput with 8 concurrent clients, HTML size
 * raw and gzipped). Reports figures only; it asserts nothing. Run: npm run bench (after a build).
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://localhost:${PORT}`;
const PAGES = [
  '/',
  '/cursos',
  '/cursos/curso-de-videojuegos-con-roblox',
  '/contactanos',
  '/vacaciones?edad=8_to_11',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CONCURRENCY = 8;

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeOne(path: string) {
  const start = performance.now();
  const response = await fetch(BASE + path);
  const body = await response.text();
  return { ms: performance.now() - start, status: response.status, body };
}

async function measure(path: string) {
  const first = await timeOne(path);
  for (let i = 0; i < 10; i++) await timeOne(path); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) samples.push((await timeOne(path)).ms);
  samples.sort((a, b) => a - b);
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (done < ROUNDS) {
        done++;
        await timeOne(path);
      }
    }),
  );
  const throughput = (ROUNDS / (performance.now() - started)) * 1000;
  return {
    page: path,
    status: first.status,
    'p50 ms': percentile(samples, 50).toFixed(1),
    'p95 ms': percentile(samples, 95).toFixed(1),
    'req/s (8 clients)': throughput.toFixed(0),
    'HTML KB': (Buffer.byteLength(first.body) / 1024).toFixed(1),
    'gzip KB': (gzipSync(first.body).length / 1024).toFixed(1),
  };
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
});
try {
  await waitForServer();
  const rows = [];
  for (const page of PAGES) rows.push(await measure(page));
  console.log(
    `Kodea page benchmark — ${ROUNDS} sequential requests per page, then ${ROUNDS} with ${CONCURRENCY} concurrent clients`,
  );
  console.table(rows);
} finally {
  server.kill();
}
