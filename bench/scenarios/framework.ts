/**
 * The framework's floor beside our own: a bare Remix app (bench/bare-remix, the project's Remix,
 * React and express; built here) and the app's page without data rendered on every request, for
 * an anonymous visitor (cache bypassed) and signed in, and the home rendered. The app runs against
 * the simulated upstream in its own process, as in production (issue 51, point 6). The floor is
 * read from each server's own CPU per request (issue 79), which moves less with the machine's
 * load than req/s.
 */
import { spawn } from 'node:child_process';
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

async function startBareRemix(port: number) {
  // The project's own remix binary: an `npx` in that folder would install a copy of its own.
  await run('../../node_modules/.bin/remix', ['build'], BARE, { NODE_ENV: 'production' });
  const child = spawn(process.execPath, ['--import', 'tsx', `${BARE}/server.ts`], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base);
  return { base, pid: child.pid, stop: () => child.kill() };
}

/** Issue 79: our page without data costs at most four times a bare Remix page's CPU. */
const FLOOR = 0.25;

/** Bare Remix on `port`, the app on `port + 1`, the simulated upstream on `port + 2`. */
export async function framework(port: number): Promise<Goal[]> {
  const bare = await startBareRemix(port);
  const { app, stop } = await startAppOnSimulator(port + 1, port + 2);
  try {
    const cookie = await signIn(app.base, 'padre@example.com');
    const runs = [
      { base: bare.base, pid: bare.pid, path: '/', label: 'bare Remix: page' },
      { base: bare.base, pid: bare.pid, path: '/recurso', label: 'bare Remix: resource route' },
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
    await stop();
  }
}
