/**
 * Issue 74's measure: the money code's source lines (.ts/.tsx, every line as `wc -l` counts it)
 * per folder, and the money modules outside them on a row of their own, before the one sale
 * pipeline (ba800584) and now (the working tree).
 * Run: node --import tsx scripts/money-lines.ts [base-commit] [other-commit, else the working tree]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { FOLDERS, OUTSIDE_NAME, ROWS } from './money-places';

const BASE = process.argv[2] ?? 'ba800584';
const HEAD = process.argv[3];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const isSource = (path: string) => /\.tsx?$/.test(path);

function count(paths: string[], read: (path: string) => string) {
  return ROWS.map((inRow) =>
    paths
      .filter(inRow)
      .filter(isSource)
      .reduce((sum, path) => sum + lines(read(path)), 0),
  );
}

const atCommit = (commit: string) =>
  count(git('ls-tree', '-r', '--name-only', commit).split('\n'), (path) => git('show', `${commit}:${path}`));

function inWorkingTree() {
  const paths = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n');
  const present = paths.filter((path) => {
    try {
      readFileSync(path);
      return true;
    } catch {
      return false; // deleted in the working tree, not yet committed
    }
  });
  return count(present, (path) => readFileSync(path, 'utf8'));
}

const before = atCommit(BASE);
const after = HEAD ? atCommit(HEAD) : inWorkingTree();

const NAMES = [...FOLDERS, OUTSIDE_NAME];
const width = Math.max(...NAMES.map((name) => name.length));
const row = (name: string, a: number | string, b: number | string, d: number | string) =>
  `${name.padEnd(width)}  ${String(a).padStart(6)}  ${String(b).padStart(6)}  ${String(d).padStart(6)}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

console.log(row('folder', BASE.slice(0, 8), HEAD?.slice(0, 8) ?? 'now', 'change'));
NAMES.forEach((name, i) => console.log(row(name, before[i], after[i], signed(after[i] - before[i]))));
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(row('total', total(before), total(after), signed(total(after) - total(before))));
