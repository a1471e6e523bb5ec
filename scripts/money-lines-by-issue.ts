/**
 * Issue 74's measure, split by the issue each change belongs to. Issues 75 to 79 were worked after
 * ba800584 too, and some of their features live in the money folders: their lines are not the
 * pipeline's. A commit belongs to a later issue when its message names that issue and not 74, or
 * when it is listed below (a later issue's branch whose messages name none); each commit's net
 * change goes to its issue. Some of the pipeline's folds removed lines a later issue had written or
 * last changed (git blame of the removed lines): the script prints how many, the bound of how much
 * of the pipeline's figure may be another issue's code folded rather than the pipeline's own.
 * Run: node --import tsx scripts/money-lines-by-issue.ts [base-commit] [head-commit]
 */
import { execFileSync } from 'node:child_process';
import { isMoneySource } from './money-places';

const BASE = process.argv[2] ?? 'ba800584';
const HEAD = process.argv[3] ?? 'HEAD';
const LATER = new Set([75, 76, 77, 78, 79]);

/** Later issues' commits whose message names no issue, by the branch that brought them. */
const NAMED_BY_BRANCH: Record<string, number> = {
  '08b90c2f': 77, // h16-live-state: a waitlist place, live
  '297b3daf': 77, // h16-live-state: one mark for every live part
  '3e55648a': 75, // h13-peru-small: the wallet app's limit per operation
  '6954e9de': 79, // h3-perf: the parents' zone's user cache
  e212ac02: 79, // h3-perf: the price list priced once
};

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });

interface Commit {
  hash: string;
  subject: string;
  issue: number | null;
  added: number;
  removed: number;
}

function issueOf(hash: string, message: string): number | null {
  const named = NAMED_BY_BRANCH[hash.slice(0, 8)];
  if (named) return named;
  const issues = new Set(
    [...message.matchAll(/[Ii]ssues? (\d+)(?: and (\d+))?/g)].flatMap((m) => [m[1], m[2]]).map(Number),
  );
  if (issues.has(74)) return 74;
  const later = [...issues].filter((issue) => LATER.has(issue)).sort();
  return later[0] ?? null;
}

function commits(): Commit[] {
  const log = git(
    'log',
    '--no-merges',
    '--no-renames',
    '--numstat',
    '--format=%x01%H%x02%s%x02%B%x02',
    `${BASE}..${HEAD}`,
  );
  return log
    .split('\x01')
    .filter(Boolean)
    .map((entry) => {
      const [hash, subject, message, stat] = entry.split('\x02');
      let added = 0;
      let removed = 0;
      for (const line of stat.split('\n')) {
        const [plus, minus, path] = line.split('\t');
        if (!path || !isMoneySource(path)) continue;
        added += Number(plus);
        removed += Number(minus);
      }
      return { hash, subject, issue: issueOf(hash, message), added, removed };
    })
    .filter((commit) => commit.added + commit.removed > 0);
}

/** How many lines `hash` removed from the money code that one of `laterHashes` had written. */
function removedLaterLines(hash: string, laterHashes: Set<string>): number {
  const diff = git('diff', '-U0', '--no-renames', `${hash}^`, hash);
  let file: string | null = null;
  let count = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('--- ')) file = line.startsWith('--- a/') ? line.slice(6) : null;
    const hunk = /^@@ -(\d+)(?:,(\d+))? /.exec(line);
    if (!hunk || !file || !isMoneySource(file)) continue;
    const [start, length] = [Number(hunk[1]), hunk[2] === undefined ? 1 : Number(hunk[2])];
    if (length === 0) continue;
    const blame = git('blame', '--porcelain', '-L', `${start},+${length}`, `${hash}^`, '--', file);
    for (const origin of blame.matchAll(/^([0-9a-f]{40}) \d+ \d+/gm))
      if (laterHashes.has(origin[1])) count += 1;
  }
  return count;
}

const all = commits();
const isLater = (commit: Commit) => commit.issue !== null && LATER.has(commit.issue);
const laterHashes = new Set(all.filter(isLater).map((commit) => commit.hash));
const rows = new Map<string, { commits: number; net: number }>();
for (const commit of all) {
  const key = isLater(commit) ? `issue ${commit.issue}` : 'issue 74, or naming none';
  const row = rows.get(key) ?? { commits: 0, net: 0 };
  rows.set(key, { commits: row.commits + 1, net: row.net + commit.added - commit.removed });
}
const folded = all
  .filter((commit) => !isLater(commit) && commit.removed > 0)
  .reduce((sum, commit) => sum + removedLaterLines(commit.hash, laterHashes), 0);

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const width = Math.max(...[...rows.keys()].map((key) => key.length), 'total'.length);
console.log(`${'net change since'.padEnd(width)}  ${BASE.slice(0, 8).padStart(8)}  commits`);
for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${key.padEnd(width)}  ${signed(row.net).padStart(8)}  ${String(row.commits).padStart(7)}`);
const total = [...rows.values()].reduce((sum, row) => sum + row.net, 0);
console.log(`${'total'.padEnd(width)}  ${signed(total).padStart(8)}`);
console.log(`lines the pipeline's commits removed that issues 75-79 had written or last changed: ${folded}`);
