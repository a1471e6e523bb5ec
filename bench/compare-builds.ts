/**
 * Two builds served side by side: the working tree against a commit (default HEAD). A change that
 * saves a tenth of a page is smaller than this machine's drift between two runs, so one run of
 * each build says little. Here each build gets its own server (a checkout of the commit in a
 * temporary git worktree, built with the project's own node_modules), and the same pages of both
 * are loaded in interleaved rounds (bench/interleaved.ts). Each table row is a page of one build,
 * with its CPU per request and its ratio to the first page of the same build. A report for the
 * decisions (bench/README.md, "Comparing two builds"); nothing here is a test.
 *
 *   npx remix build && node --import tsx bench/compare-builds.ts padre@example.com /terminos-y-condiciones /dashboard
 *   COMPARE_BASE=4c542d6 COMPARE_ROUNDS=8 … compares with that commit, in 8 rounds.
 *   … compare-builds.ts - / /terminos-y-condiciones: '-' for an anonymous visitor, pages rendered
 *   on every request (the page cache bypassed, as the public scenario's second table).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadInterleaved, type Run } from './interleaved';
import { printLoadTable } from './load';
import { startServer } from './server';
import { BENCH_CONNECTIONS, BENCH_SECONDS, BYPASS_COOKIE } from './settings';
import { signIn } from './sign-in';
import { chooseVacationProgram } from './vacation-purchase';

const [email, ...paths] = process.argv.slice(2);
if (!email || paths.length === 0) {
  console.error('usage: node --import tsx bench/compare-builds.ts <email | -> <path> [path…]');
  process.exit(2);
}
const baseCommit = process.env.COMPARE_BASE ?? 'HEAD';
const rounds = Number(process.env.COMPARE_ROUNDS ?? 5);
const here = process.cwd();

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
}

/** A checkout of `commit` beside the working tree, built for production with the same packages. */
function checkoutAndBuild(commit: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-compare-'));
  git('worktree', 'add', '--detach', dir, commit);
  symlinkSync(path.join(here, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync('npx', ['remix', 'build'], { cwd: dir, stdio: 'ignore' });
  return dir;
}

/** The stores of both servers, removed with the worktree at the end. */
const storeDirs: string[] = [];

/** The production build of `dir` on `port`, as every scenario starts one, with a store of its own. */
function serve(dir: string, port: number) {
  const store = mkdtempSync(path.join(tmpdir(), 'kodea-compare-store-'));
  storeDirs.push(store);
  return startServer(port, { cwd: dir, env: { DATA_DIR: store } });
}

if (!existsSync(path.join(here, 'build', 'index.js'))) {
  console.error('compare-builds: build the working tree first (npx remix build)');
  process.exit(2);
}
const baseDir = checkoutAndBuild(baseCommit);
const builds = [
  { name: `${baseCommit} (${git('rev-parse', '--short', baseCommit)})`, dir: baseDir },
  { name: 'working tree', dir: here },
];
const servers = [];
try {
  for (const [index, build] of builds.entries())
    servers.push({ ...build, ...(await serve(build.dir, 3451 + index)) });
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
  for (const server of servers) server.stop();
  git('worktree', 'remove', '--force', baseDir);
  for (const dir of [baseDir, ...storeDirs]) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
