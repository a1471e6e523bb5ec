/**
 * What the browser does (issue 54 goal 4): Lighthouse's mobile profile, default throttling, on the
 * pages a parent waits for, signed in where the page needs it, on the production build and the
 * offline mock backend. A report, not a test. Run: npm run bench:web (builds first).
 * Lighthouse is fetched once by npm exec (LIGHTHOUSE_PACKAGE, default lighthouse@13.5.0); Chromium
 * is Debian's (CHROMIUM_PATH, default /usr/bin/chromium-headless-shell). Each page is measured
 * BENCH_WEB_RUNS times (default 3) and each figure is the median of its runs, as Lighthouse's
 * variability guide and Lighthouse CI's `median` aggregation do: one run's TBT varies widely.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server';
import { signIn } from './sign-in';
import { median } from './interleaved';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3330);
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@13.5.0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const GOALS = { performance: 95, lcpMs: 2_000, cls: 0.05, tbtMs: 100 };
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

interface Page {
  label: string;
  path: string;
  /** Who signs in first; absent: a visitor. */
  as?: string;
  /** Run with the session before the page is measured (a purchase started). */
  prepare?: (base: string, cookie: string) => Promise<string>;
}

/** 'Ir a Pagar' on the first 8-to-11 program's first schedule, as a browser without JavaScript does. */
async function startVacationPurchase(base: string, cookie: string): Promise<string> {
  const page = await (
    await fetch(`${base}/vacaciones?edad=8_to_11&programa=0`, { headers: { cookie } })
  ).text();
  const programId = /name="programId"[^>]*value="([^"]+)"/.exec(page)?.[1];
  const groupId = /name="groupId"[^>]*value="([^"]+)"/.exec(page)?.[1];
  if (!programId || !groupId) throw new Error('bench:web: no program or schedule on /vacaciones');
  const answer = await fetch(`${base}/vacaciones`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ageRange: '8_to_11', programId, groupId }),
  });
  const landing = new URL(answer.headers.get('location') ?? '/enrollment', base);
  return landing.pathname + landing.search;
}

const PAGES: Page[] = [
  { label: 'home', path: '/' },
  { label: '/cursos', path: '/cursos' },
  { label: 'a course page', path: '/cursos/curso-de-videojuegos-con-roblox' },
  { label: '/vacaciones', path: '/vacaciones' },
  {
    label: '/enrollment, a purchase started',
    path: '/enrollment',
    as: 'padre@example.com',
    prepare: startVacationPurchase,
  },
  { label: "parents' zone", path: '/dashboard', as: 'padre@example.com' },
  { label: 'Mis compras', path: '/dashboard/compras', as: 'padre@example.com' },
  { label: 'an invoice', path: '/dashboard/compras/88102', as: 'padre@example.com' },
  { label: 'student dashboard', path: '/dashboard', as: 'alumno@example.com' },
  { label: 'organization dashboard', path: '/dashboardb2b/organization/1', as: 'org@example.com' },
];

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

function lighthouse(url: string, cookie: string | null, output: string): Promise<Figures> {
  const args = [
    'exec',
    '--yes',
    `--package=${LIGHTHOUSE}`,
    '--',
    'lighthouse',
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      const report = JSON.parse(readFileSync(output, 'utf8')) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      resolve({
        performance: Math.round(report.categories.performance.score * 100),
        lcpMs: report.audits['largest-contentful-paint'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        tbtMs: report.audits['total-blocking-time'].numericValue,
      });
    });
  });
}

/** Each figure's median over the runs. */
async function medianFigures(url: string, cookie: string | null, output: string): Promise<Figures> {
  // Served once first, as for every visitor but the very first: a fresh process's first render
  // of a page is not what the browser's figures are about (decision 094).
  await (await fetch(url, { headers: cookie ? { cookie } : {} })).arrayBuffer();
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, cookie, output));
  console.log(`${url}: TBT of each run ${runs.map((run) => run.tbtMs.toFixed(0)).join(', ')} ms`);
  return {
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
}

const met = (figures: Figures) =>
  figures.performance >= GOALS.performance &&
  figures.lcpMs <= GOALS.lcpMs &&
  figures.cls <= GOALS.cls &&
  figures.tbtMs <= GOALS.tbtMs;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-web-'));
  const app = await startServer(PORT, { env: { DATA_DIR: dir } });
  const rows: string[] = [];
  let allMet = true;
  try {
    // BENCH_WEB_ONLY=home,/cursos measures only the pages with those labels.
    const only = process.env.BENCH_WEB_ONLY?.split(',');
    for (const page of PAGES.filter(({ label }) => !only || only.includes(label))) {
      const cookie = page.as ? await signIn(app.base, page.as) : null;
      const target = page.prepare && cookie ? await page.prepare(app.base, cookie) : page.path;
      const figures = await medianFigures(`${app.base}${target}`, cookie, path.join(dir, 'report.json'));
      allMet &&= met(figures);
      rows.push(
        `${met(figures) ? 'MET    ' : 'NOT MET'}  ${String(figures.performance).padStart(3)}  ` +
          `${(figures.lcpMs / 1000).toFixed(2).padStart(5)} s  ${figures.cls.toFixed(3)}  ` +
          `${figures.tbtMs.toFixed(0).padStart(4)} ms  ${page.label}${page.as ? ` (${page.as})` : ''}`,
      );
    }
  } finally {
    app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse, mobile profile, median of ${RUNS} runs (goals: performance ≥ ${GOALS.performance}, LCP ≤ ${
      GOALS.lcpMs / 1000
    } s, ` + `CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms):`,
  );
  console.log('         perf    LCP     CLS     TBT   page');
  for (const row of rows) console.log(row);
  console.log(allMet ? '\nEvery page meets the goals.' : '\nSome pages miss a goal (NOT MET above).');
}

await main();
