/**
 * The framework's floor beside our own: a bare Remix app (bench/bare-remix, the project's Remix,
 * React and express; built here) and the app's page without data rendered on every request, for
 * an anonymous visitor (cache bypassed) and signed in, and the home rendered. The app runs against
 * the simulated upstream in its own process, as in production (issue 51, point 6). The floor is
 * read from each server's own CPU per request (issue 79), which moves less with the machine's
 * load than req/s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuRatioGoal, type Goal } from '../goals';
import { loadInterleaved } from '../interleaved';
import { printLoadTable } from '../load';
import { waitUntilUp } from '../server';
import { BENCH_CONNECTIONS, BENCH_SECONDS, BYPASS_COOKIE, NO_DATA } from '../settings';
import { signIn } from '../sign-in';
import { startAppOnSimulator } from '../standalone-upstream';

const BARE = 'bench/bare-remix';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** The app's route table, as `remix routes --json` prints it, in a file the bare build reads. */
async function appRouteTable(): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-routes-'));
  const file = path.join(dir, 'routes.json');
  const json = await new Promise<string>((resolve, reject) => {
    const child = spawn('node_modules/.bin/remix', ['routes', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`remix routes exited ${code}`))));
  });
  writeFileSync(file, json);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The bare app on `port`; with `routeTable`, its pages under the app's routes and future flags
 * (bench/bare-remix/remix.config.js).
 */
async function startBareRemix(port: number, routeTable?: string) {
  const env: Record<string, string> = routeTable ? { BARE_ROUTE_TABLE: routeTable } : {};
  // The project's own remix binary: an `npx` in that folder would install a copy of its own.
  await run('../../node_modules/.bin/remix', ['build'], BARE, { NODE_ENV: 'production', ...env });
  const child = spawn(process.execPath, ['--import', 'tsx', `${BARE}/server.ts`], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      ...(routeTable && { BARE_BUILD: 'build-routes/index.js' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base);
  return { base, pid: child.pid, stop: () => child.kill() };
}

/** Issue 79: our page without data costs at most four times a bare Remix page's CPU. */
const FLOOR = 0.25;

/**
 * Bare Remix on `port`, the app on `port + 1`, the simulated upstream on `port + 2`, the bare
 * pages under the app's route table on `port + 3`.
 */
export async function framework(port: number): Promise<Goal[]> {
  const bare = await startBareRemix(port);
  const table = await appRouteTable();
  const sameRoutes = await startBareRemix(port + 3, table.file);
  const { app, stop } = await startAppOnSimulator(port + 1, port + 2);
  try {
    const cookie = await signIn(app.base, 'padre@example.com');
    const runs = [
      { base: bare.base, pid: bare.pid, path: '/', label: 'bare Remix: page' },
      { base: bare.base, pid: bare.pid, path: '/recurso', label: 'bare Remix: resource route' },
      {
        base: sameRoutes.base,
        pid: sameRoutes.pid,
        path: NO_DATA,
        label: "bare Remix: page, the app's routes and flags",
      },
      { base: app.base, pid: app.pid, path: '/healthz', label: 'app: /healthz' },
      {
        base: app.base,
        pid: app.pid,
        path: NO_DATA,
        label: 'app: no-data page, anonymous',
        cookie: BYPASS_COOKIE,
      },
      { base: app.base, pid: app.pid, path: NO_DATA, label: 'app: no-data page, signed in', cookie },
      {
        base: app.base,
        pid: app.pid,
        path: '/',
        label: 'app: /, anonymous, rendered',
        cookie: BYPASS_COOKIE,
      },
    ];
    const results = await loadInterleaved(runs, { connections: BENCH_CONNECTIONS, seconds: BENCH_SECONDS });
    printLoadTable('The framework’s floor and our page without data', results, 'bare Remix: page');
    const cpu = (label: string) => results.find((r) => r.label === label)?.cpuMsPerRequest ?? null;
    const bareCpu = cpu('bare Remix: page');
    const floor = cpu("bare Remix: page, the app's routes and flags");
    const ours = cpu('app: no-data page, anonymous');
    if (bareCpu && floor && ours)
      console.log(
        `The framework under the app's routes and flags: ${floor} ms a page, ` +
          `${(bareCpu / floor).toFixed(2)} × a bare page's CPU ratio; the app's page without data ` +
          `${ours} ms, ${(ours - floor).toFixed(2)} ms over that floor (${(floor / ours).toFixed(2)} × of it).`,
      );
    return [
      cpuRatioGoal(
        'no-data page rendered (anonymous) vs bare Remix page (CPU per request)',
        cpu('app: no-data page, anonymous'),
        bareCpu,
        FLOOR,
      ),
      cpuRatioGoal(
        'no-data page signed in vs bare Remix page (CPU per request)',
        cpu('app: no-data page, signed in'),
        bareCpu,
        FLOOR,
      ),
    ];
  } finally {
    bare.stop();
    sameRoutes.stop();
    table.remove();
    await stop();
  }
}
