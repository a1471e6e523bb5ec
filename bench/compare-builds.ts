/**
 * Two builds served side by side: the working tree against a commit (default HEAD). A change that
 * saves a tenth of a page is smaller than this machine's drift between two runs, so one run of
 * each build says little. Here each build gets its own server (a checkout of the commit in a
 * temporary git worktree, built with the project's own node_modules), and the same pages of both
 * are loaded in interleaved rounds (bench/interleaved.ts). Each build runs against its own
 * simulated upstream in a process of its own, as in production, so a server's CPU per request is
 * the app's alone. Each table row is a page of one build, with its CPU per request and its ratio
 * to the first page of the same build. A report for the
 * decisions (bench/README.md, "Comparing two builds"); nothing here is a test.
 *
 *   npm run build && node --import tsx bench/compare-builds.ts padre@example.com /terminos-y-condiciones /dashboard
 *   COMPARE_BASE=4c542d6 COMPARE_ROUNDS=8 … compares with that commit, in 8 rounds.
 *   COMPARE_PORT=4451 … serves on ports 4451–4454 (default 3451–3454), beside another comparison.
 *   … compare-builds.ts - / /terminos-y-condiciones: '-' for an anonymous visitor, pages rendered
 *   on every request (the page cache bypassed, as the public scenario's second table).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadInterleaved, type Run } from './interleaved';
import { printLoadTable } from './load';
import { BENCH_CONNECTIONS, BENCH_SECONDS, BYPASS_COOKIE } from './settings';
import { signIn } from './sign-in';
import { startAppOnSimulator } from './standalone-upstream';
import { chooseVacationProgram } from './vacation-purchase';

const [email, ...paths] = process.argv.slice(2);
if (!email || paths.length === 0) {
  console.error('usage: node --import tsx bench/compare-builds.ts <email | -> <path> [path…]');
  process.exit(2);
}
const baseCommit = process.env.COMPARE_BASE ?? 'HEAD';
const rounds = Number(process.env.COMPARE_ROUNDS ?? 5);
const firstPort = Number(process.env.COMPARE_PORT ?? 3451);
const here = process.cwd();

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
}

/**
 * A checkout of `commit` beside the working tree, built for production with the same packages as
 * `npm run build` builds it: the enhancement script and the simulator with the app.
 */
function checkoutAndBuild(commit: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-compare-'));
  git('worktree', 'add', '--detach', dir, commit);
  symlinkSync(path.join(here, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  return dir;
}

/** The stores of both servers, removed with the worktree at the end. */
const storeDirs: string[] = [];

/**
 * The production build of `dir` on `port`, with a store of its own, against that build's simulated
 * upstream on `upstreamPort`, as the signed-in scenario starts one.
 */
function serve(dir: string, port: number, upstreamPort: number) {
  const store = mkdtempSync(path.join(tmpdir(), 'kodea-compare-store-'));
  storeDirs.push(store);
  return startAppOnSimulator(port, upstreamPort, { cwd: dir, env: { DATA_DIR: store } });
}

if (!existsSync(path.join(here, 'build', 'index.js'))) {
  console.error('compare-builds: build the working tree first (npm run build)');
  process.exit(2);
}
const baseDir = checkoutAndBuild(baseCommit);
const builds = [
  { name: `${baseCommit} (${git('rev-parse', '--short', baseCommit)})`, dir: baseDir },
  { name: 'working tree', dir: here },
];
const servers = [];
try {
  for (const [index, build] of builds.entries()) {
    const { app, stop } = await serve(build.dir, firstPort + index, firstPort + 2 + index);
    servers.push({ ...build, ...app, stop });
  }
  const runs: Run[] = [];
  for (const server of servers) {
    let cookie = email === '-' ? BYPASS_COOKIE : await signIn(server.base, email);
    // As the signed-in scenario does: the parent's /enrollment needs a program chosen.
    if (email.startsWith('padre@')) cookie = await chooseVacationProgram(server.base, cookie);
    for (const page of paths)
      runs.push({ base: server.base, pid: server.pid, path: page, label: `${server.name}: ${page}`, cookie });
  }
  const results = await loadInterleaved(runs, {
    connections: BENCH_CONNECTIONS,
    seconds: BENCH_SECONDS * paths.length,
    rounds,
    warmUp: 1500,
  });
  servers.forEach((server, index) =>
    printLoadTable(
      server.name,
      results.slice(index * paths.length, (index + 1) * paths.length),
      runs[index * paths.length]?.label ?? '',
    ),
  );
} finally {
  for (const server of servers) await server.stop();
  git('worktree', 'remove', '--force', baseDir);
  for (const dir of [baseDir, ...storeDirs]) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
