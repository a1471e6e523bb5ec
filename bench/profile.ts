/**
 * Where a page's time goes: starts the production build under `node --cpu-prof`, loads one path
 * with autocannon, stops the server (it writes its profile on SIGINT), and prints the functions
 * with the most self time and the share of each package. A report for deciding what to cut
 * (bench/README.md, "Profiling"); nothing here is a test.
 *
 *   npx remix build && node --import tsx bench/profile.ts /terminos-y-condiciones [cookie]
 *   PROFILE_ENTRY=bench/bare-remix/server.ts … profiles the bare app instead.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from './load';
import { BYPASS_COOKIE } from './settings';
import { signIn } from './sign-in';
import { startAppOnSimulator } from './standalone-upstream';
import { chooseVacationProgram } from './vacation-purchase';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The server build: the app's own code (routes, components, server/, kernel/), nothing of node_modules. */
const isAppFrame = (url: string) => /\/build\/index\.js$/.test(url);
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const PORT = Number(process.env.PROFILE_PORT ?? 3330);
const target = process.argv[2] ?? '/terminos-y-condiciones';
const who = process.argv[3];
const requests = Number(process.env.PROFILE_REQUESTS ?? 4000);

/** The package a frame belongs to, or the project folder ('server', 'app build', 'node'). */
function owner(url: string): string {
  if (!url) return '(native / gc / idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/build/')) return 'app build (routes, components)';
  const folder = /\/work\/[^/]+\/([^/]+)\//.exec(url) ?? /\/([^/]+)\/[^/]+$/.exec(url);
  return folder?.[1] ?? url;
}

function report(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  const busy = profile.samples.filter((id) => !idle.has(id)).length;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, count] of self) {
    if (idle.has(id)) continue;
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '')}:${
      frame.lineNumber + 1
    }`;
    functions.set(name, (functions.get(name) ?? 0) + count);
    const pkg = owner(frame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + count);
  }
  const share = (count: number) => `${((100 * count) / busy).toFixed(1)} %`;
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => ({ name, self: share(count) }));
  console.log(`\nBusy samples: ${busy} (idle and program left out)`);
  console.log('\nSelf time by package:');
  console.table(top(packages, 20));
  console.log('\nSelf time by function:');
  console.table(top(functions, 40));
  console.log(
    "\nBy the app's own function: each sample goes to the nearest app frame on its stack, so a",
    'function counts the libraries it calls (zod, dayjs, fetch…) until another app function:',
  );
  console.table(top(byAppFunction(profile, byId, idle), 40));
}

function byAppFunction(profile: Profile, byId: Map<number, ProfileNode>, idle: Set<number>) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const ownerOf = new Map<number, string>();
  const nearestApp = (sample: number): string => {
    const known = ownerOf.get(sample);
    if (known) return known;
    let name = '';
    for (let id: number | undefined = sample; id !== undefined && !name; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (frame && isAppFrame(frame.url))
        name = `${frame.functionName || '(anonymous)'} :${frame.lineNumber + 1}`;
    }
    const found = name || `(outside the app's calls) ${owner(byId.get(sample)?.callFrame.url ?? '')}`;
    ownerOf.set(sample, found);
    return found;
  };
  const counts = new Map<string, number>();
  for (const id of profile.samples) {
    if (idle.has(id)) continue;
    const name = nearestApp(id);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const dir = mkdtempSync(path.join(tmpdir(), 'kodea-prof-'));
// The simulated upstream in its own process: the profile is the app's alone (issue 51, point 6).
const { app: server, upstream } = await startAppOnSimulator(PORT, PORT + 1, {
  entry: process.env.PROFILE_ENTRY,
  args: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
try {
  const signedIn = who ? await signIn(server.base, who) : BYPASS_COOKIE;
  // /enrollment sends a visitor without a vacation purchase back to /vacaciones.
  const cookie =
    who && target.startsWith('/enrollment') ? await chooseVacationProgram(server.base, signedIn) : signedIn;
  await load(server.base, target, { connections: 10, amount: requests, cookie });
} finally {
  process.kill(server.pid, 'SIGINT');
  await upstream.stop();
}
for (let i = 0; i < 100 && readdirSync(dir).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, 500));
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
console.log(`Profile of ${target}${who ? ` as ${who}` : ''}, ${requests} requests: ${path.join(dir, file)}`);
report(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile);
