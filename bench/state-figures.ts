/**
 * Figures for issue 15's closing note (a report, not a test: it prints and asserts nothing), on
 * the production build with the store as deployed (docs/decisions/021):
 *  1. RSS of the app before and after a 60 s anonymous flood (every anonymous form, as the
 *     integration test floods them; default budgets, `npm run serve`'s 256 MB heap cap);
 *  2. RSS after 50,000 anonymous sessions (cookie-less sign-up step 1, each keeping a draft);
 *  3. sessions surviving a crash and restart of the app on the embedded store (kill -9);
 *  4. sessions surviving a restart of Redis with persistence (append-only file): stopped
 *     (SIGTERM) and killed (kill -9, a second after the last write).
 * Run: npx remix build && node --import tsx bench/state-figures.ts
 * FLOOD_SECONDS (60), SESSIONS (50000), RESTART_SESSIONS (100 signed in + as many anonymous).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApp, type RunningApp } from '../tests/integration/harness/app';
import { floodAnonymous } from '../tests/integration/harness/anonymous-flood';
import { freePort } from '../tests/integration/harness/free-port';
import { newBrowser, type HttpClient } from '../tests/integration/harness/http-client';
import { startOwnRedis } from '../tests/integration/harness/redis';
import { rssMb, storeUsage } from '../tests/integration/harness/store-file';
import { startUpstream, type RunningUpstream } from '../tests/integration/harness/upstream';
import { waitUntil } from '../tests/integration/harness/wait-until';
import { signIn } from '../tests/integration/support/sign-in';
import { GUARDIAN_INPUT } from '../tests/support/form-inputs';
import { STORE_FILE_NAME } from '../server/store/sqlite-store';
import { WORKER_HEAP_FLAG } from '../server/process/worker-heap';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const SESSIONS = Number(process.env.SESSIONS ?? 50_000);
const RESTART_SESSIONS = Number(process.env.RESTART_SESSIONS ?? 100);
const HEAP_CAP = [WORKER_HEAP_FLAG];
const MiB = 1024 * 1024;

const figures: Array<{ figure: string; value: string }> = [];
function report(figure: string, value: string): void {
  figures.push({ figure, value });
  console.log(`${figure}: ${value}`);
}

const rssOf = (app: RunningApp) => {
  const pid = app.service.pid;
  if (pid === undefined) throw new Error('no pid');
  return rssMb(pid);
};

/** Runs `task` for 0…count-1 with at most `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const draftFields = (n: number) => ({
  ...GUARDIAN_INPUT,
  intent: 'guardian',
  email: `borrador.${n}@example.com`,
  acceptTerms: 'on',
});

async function warmUp(app: RunningApp): Promise<void> {
  const browser = newBrowser(app.origin);
  for (let i = 0; i < 20; i++) for (const page of ['/', '/cursos', '/registro']) await browser.get(page);
}

async function floodFigures(): Promise<void> {
  const app = await startApp({ nodeArgs: HEAP_CAP });
  try {
    await warmUp(app);
    const before = rssOf(app);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(app))), 500);
    const flood = await floodAnonymous({ origin: app.origin, seconds: FLOOD_SECONDS, clients: 10 }).finally(
      () => clearInterval(sampler),
    );
    const usage = storeUsage(app.dataDir);
    report(
      `RSS before / after a ${FLOOD_SECONDS} s anonymous flood (peak)`,
      `${before.toFixed(0)} / ${rssOf(app).toFixed(0)} MB (${peak.toFixed(0)} MB); ${flood.rounds} rounds, ` +
        `${flood.drafts} six-children drafts, ${flood.bookings} trial bookings, answers ${JSON.stringify(
          flood.statuses,
        )}; anonymous tier ` +
        `${(usage.anonymous.bytes / MiB).toFixed(1)} MiB in ${usage.anonymous.entries} entries`,
    );
  } finally {
    await app.stop();
  }
}

async function manySessionsFigures(): Promise<void> {
  const app = await startApp({ nodeArgs: HEAP_CAP });
  try {
    await warmUp(app);
    const before = rssOf(app);
    let refused = 0;
    await inParallel(SESSIONS, 32, async (i) => {
      const answer = await newBrowser(app.origin).postForm('/registro', draftFields(i));
      if (answer.status !== 302) refused++;
    });
    const usage = storeUsage(app.dataDir);
    const fileMb = statSync(path.join(app.dataDir, STORE_FILE_NAME)).size / MiB;
    report(
      `RSS before / after ${SESSIONS} anonymous sessions`,
      `${before.toFixed(0)} / ${rssOf(app).toFixed(0)} MB; ${refused} not kept; store ` +
        `${usage.anonymous.entries} anonymous entries, ${(usage.anonymous.bytes / MiB).toFixed(1)} MiB ` +
        `(file ${fileMb.toFixed(1)} MiB)`,
    );
  } finally {
    await app.stop();
  }
}

interface Visitors {
  signedIn: HttpClient[];
  drafts: HttpClient[];
}

async function makeVisitors(origin: string): Promise<Visitors> {
  const signedIn = Array.from({ length: RESTART_SESSIONS }, () => newBrowser(origin));
  const drafts = Array.from({ length: RESTART_SESSIONS }, () => newBrowser(origin));
  await inParallel(RESTART_SESSIONS, 8, async (i) => {
    // A family each: one account keeps at most 10 sessions (decision 098).
    await signIn(signedIn[i], `padre+reinicio-${i}@example.com`);
    await drafts[i].postForm('/registro', draftFields(i));
  });
  return { signedIn, drafts };
}

async function surviving(visitors: Visitors): Promise<string> {
  let signedIn = 0;
  let drafts = 0;
  for (const browser of visitors.signedIn) if ((await browser.get('/dashboard')).status === 200) signedIn++;
  for (const browser of visitors.drafts)
    if ((await browser.get('/registro?paso=hijos')).body.includes('Paso 2 de 2')) drafts++;
  return `${signedIn}/${visitors.signedIn.length} signed in, ${drafts}/${visitors.drafts.length} anonymous drafts`;
}

async function embeddedRestartFigures(upstream: RunningUpstream, port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-restart-'));
  const env = { UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv };
  let app = await startApp({ port, dataDir, env });
  try {
    const visitors = await makeVisitors(app.origin);
    await app.kill();
    app = await startApp({ port, dataDir, env });
    report('Sessions surviving kill -9 and restart of the app (embedded SQLite)', await surviving(visitors));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function redisRestartFigures(upstream: RunningUpstream, port: number): Promise<void> {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-redis-'));
  const redisPort = await freePort();
  let redis = await startOwnRedis({ port: redisPort, persistDir });
  const app = await startApp({
    port,
    env: { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv },
  });
  const backOnline = () =>
    waitUntil(async () => (await newBrowser(app.origin).get('/registro?paso=hijos')).status === 200, {
      what: 'the app on Redis again',
      timeoutMs: 30_000,
      intervalMs: 250,
    });
  try {
    for (const [how, stop] of [
      ['stopped (SIGTERM)', () => redis.stop()],
      // appendfsync everysec: a kill loses at most the last second, so the writes are a second old.
      ['killed (kill -9) 1.5 s after the last write', async () => (await sleep(1_500), redis.kill())],
    ] as const) {
      const visitors = await makeVisitors(app.origin);
      await stop();
      redis = await startOwnRedis({ port: redisPort, persistDir });
      await backOnline();
      report(`Sessions surviving a Redis restart with appendonly, ${how}`, await surviving(visitors));
    }
  } finally {
    await app.stop();
    await redis.stop();
    rmSync(persistDir, { recursive: true, force: true });
  }
}

await floodFigures();
await manySessionsFigures();
const port = await freePort();
const upstream = await startUpstream([`http://127.0.0.1:${port}`]);
try {
  await embeddedRestartFigures(upstream, port);
  await redisRestartFigures(upstream, port);
} finally {
  await upstream.stop();
}
console.log('\nKodea state figures (production build, docs/decisions/021)\n');
console.table(figures);
