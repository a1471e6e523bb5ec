/**
 * Issue 54 goal 3, at issue 79's scale: BENCH_FAMILIES (default 200) concurrent families against one app and the slow
 * simulated upstream — signed-in sessions mixed across parents, students and the organization,
 * plus anonymous visitors — each viewing its pages one after another for BENCH_LOAD_SECONDS
 * (default 20), reading each for a while before the next, as a family does (without it, 50
 * clients would be a throughput test of this 2-core machine). The reading time varies (half to one
 * and a half times the average): families that all waited exactly as long would fall into step and
 * arrive in waves, which independent families never do. Its average is the caller's: the goal's
 * pace, and a faster one that shows the margin (decision 095).
 * The first BENCH_WARMUP_SECONDS (default 10) are a ramp-up, as load tools have: every family's
 * first views land at once on a fresh process with cold caches (what the first-view table
 * measures). Reports each page's p95 server time after it (from the request's log line, as the
 * other figures of bench/scenarios/latency.ts), the worst p95 during it, the answers that were
 * not 200 (both phases), and beside them the app's CPU per view and its memory (RSS of the
 * supervisor and its workers, the highest reading of each second and the last).
 */
import { readFileSync } from 'node:fs';
import { ownCpuSeconds, processTree, treeCpuSeconds } from './process-cpu';
import { rssMb } from './server';
import { signIn } from './sign-in';
import { BROWSER_HEADERS } from './settings';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

interface Visitor {
  email: string | null;
  paths: string[];
}

/** Who a family is, in turn: a parent in Peru, a parent in Mexico, a student, the school, a visitor. */
const MIX: Visitor[] = [
  { email: 'padre@example.com', paths: ['/dashboard', '/dashboard/compras', '/dashboard/compras/88102'] },
  { email: 'mama.mx@example.com', paths: ['/dashboard', '/dashboard/compras'] },
  { email: 'alumno@example.com', paths: ['/dashboard'] },
  { email: 'org@example.com', paths: ['/dashboardb2b/organization/1'] },
  {
    email: null,
    paths: ['/', '/cursos', '/cursos/curso-de-videojuegos-con-roblox', '/rutas', '/vacaciones'],
  },
];

export interface LoadFigures {
  families: number;
  /** The families' average reading time. */
  thinkMs: number;
  seconds: number;
  warmupSeconds: number;
  /** The worst page's p95 during the ramp-up. */
  warmupP95: number;
  /** Page → p95 server time (ms) and views. */
  pages: Map<string, { p95: number; views: number }>;
  notOk: Record<number, number>;
  /** Views per second after the ramp-up, and the cores each process used meanwhile. */
  viewsPerSecond: number;
  cores: Record<string, number>;
  /** The app's CPU (supervisor and workers) over the views after the ramp-up, in ms. */
  appCpuMsPerView: number;
  /** The app's RSS in MB (supervisor and workers): the highest of the readings, and the last. */
  rss: { peakMb: number; endMb: number };
}

/** Resident memory of a process and its children, MB (0 for one already gone). */
function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, member) => {
    try {
      return sum + rssMb(member);
    } catch {
      return sum;
    }
  }, 0);
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

/** Server times by request id, read from the app's log once the load is over. */
function serverTimes(logFile: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    if (!text.includes('"msg":"request"')) continue;
    const line = JSON.parse(text) as { reqId: string; durationMs: number };
    times.set(line.reqId, line.durationMs);
  }
  return times;
}

/** CPU seconds so far of the watched process trees and of this process (the load generator). */
function cpuNow(pids: Record<string, number>): Record<string, number> {
  return {
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, treeCpuSeconds(pid)])),
    'load generator': ownCpuSeconds(),
  };
}

export async function familiesUnderLoad(
  base: string,
  logFile: string,
  pids: Record<string, number>,
  thinkMs: number,
): Promise<LoadFigures> {
  const visitors = Array.from({ length: FAMILIES }, (_, i) => MIX[i % MIX.length]);
  // One session per account, shared by the families that are it: an account keeps at most 10
  // sessions (decision 098), and BENCH_FAMILIES may ask for more of each.
  const sessions = new Map<string, Promise<string>>();
  const sessionOf = (email: string) => {
    let session = sessions.get(email);
    if (!session) sessions.set(email, (session = signIn(base, email)));
    return session;
  };
  const cookies = await Promise.all(
    visitors.map((visitor) => (visitor.email ? sessionOf(visitor.email) : null)),
  );
  const views: Array<{ path: string; requestId: string; warmup: boolean }> = [];
  const notOk: Record<number, number> = {};
  const measuredFrom = Date.now() + WARMUP_SECONDS * 1_000;
  const deadline = measuredFrom + LOAD_SECONDS * 1_000;
  let cpuAtStart: Record<string, number> = {};
  const startSnapshot = setTimeout(() => (cpuAtStart = cpuNow(pids)), measuredFrom - Date.now());
  let peakRss = 0;
  const rssReadings = setInterval(() => {
    if (Date.now() >= measuredFrom) peakRss = Math.max(peakRss, treeRssMb(pids.app));
  }, 1_000);
  await Promise.all(
    visitors.map(async (visitor, i) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const path = visitor.paths[n % visitor.paths.length];
        const requestId = `bench-load-${i}-${n}`;
        const warmup = Date.now() < measuredFrom;
        const cookie = cookies[i];
        const answer = await fetch(`${base}${path}`, {
          redirect: 'manual',
          headers: { ...BROWSER_HEADERS, 'x-request-id': requestId, ...(cookie ? { cookie } : {}) },
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) notOk[answer.status] = (notOk[answer.status] ?? 0) + 1;
        views.push({ path: `${visitor.email ?? 'visitante'} ${path}`, requestId, warmup });
        // Each family starts at its own moment within the first think time, then reads the page.
        const readingMs = n === 0 ? Math.random() * thinkMs : thinkMs * (0.5 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, readingMs));
      }
    }),
  );
  const cpuAtEnd = cpuNow(pids);
  const endRss = treeRssMb(pids.app);
  const seconds = (Date.now() - measuredFrom) / 1_000;
  clearTimeout(startSnapshot);
  clearInterval(rssReadings);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const times = serverTimes(logFile);
  const byPage = (warmup: boolean) => {
    const pages = new Map<string, number[]>();
    for (const view of views.filter((candidate) => candidate.warmup === warmup)) {
      const time = times.get(view.requestId);
      if (time !== undefined) pages.set(view.path, [...(pages.get(view.path) ?? []), time]);
    }
    return pages;
  };
  return {
    families: FAMILIES,
    thinkMs,
    seconds: LOAD_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    warmupP95: Math.max(0, ...[...byPage(true).values()].map(p95)),
    pages: new Map(
      [...byPage(false)].map(([page, values]) => [page, { p95: p95(values), views: values.length }]),
    ),
    notOk,
    viewsPerSecond: views.filter((view) => !view.warmup).length / seconds,
    cores: Object.fromEntries(
      Object.entries(cpuAtEnd).map(([name, end]) => [name, (end - (cpuAtStart[name] ?? end)) / seconds]),
    ),
    appCpuMsPerView:
      (1_000 * ((cpuAtEnd.app ?? 0) - (cpuAtStart.app ?? cpuAtEnd.app ?? 0))) /
      Math.max(1, views.filter((view) => !view.warmup).length),
    rss: { peakMb: Math.max(peakRss, endRss), endMb: endRss },
  };
}
