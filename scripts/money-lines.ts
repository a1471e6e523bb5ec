/**
 * Issue 74's measure: the money code's source lines (.ts/.tsx, every line as `wc -l` counts it)
 * per folder, and the money modules outside them on a row of their own, before the one sale
 * pipeline (ba800584) and now (the working tree); then the same rows counting lines of code only
 * (scripts/code-lines.ts: no comment-only or blank line).
 * Run: node --import tsx scripts/money-lines.ts [base-commit] [other-commit, else the working tree]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { codeLines } from './code-lines';
import { FOLDERS, isMoneySource, OUTSIDE_NAME, ROWS } from './money-places';

const BASE = process.argv[2] ?? 'ba800584';
const HEAD = process.argv[3];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

type Measure = (path: string, text: string) => number;
const allLines: Measure = (_path, text) => lines(text);

/** Reads only the money sources: the rest of the tree is never opened. */
function count(paths: string[], read: (path: string) => string) {
  const sources = paths.filter(isMoneySource).map((path) => ({ path, text: read(path) }));
  return (measure: Measure) =>
    ROWS.map((inRow) =>
      sources.filter(({ path }) => inRow(path)).reduce((sum, { path, text }) => sum + measure(path, text), 0),
    );
}

const atCommit = (commit: string) =>
  count(git('ls-tree', '-r', '--name-only', commit).split('\n'), (path) => git('show', `${commit}:${path}`));

function inWorkingTree() {
  const paths = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n');
  const present = paths.filter((path) => existsSync(path)); // not deleted, not yet committed
  return count(present, (path) => readFileSync(path, 'utf8'));
}

const before = atCommit(BASE);
const after = HEAD ? atCommit(HEAD) : inWorkingTree();

const NAMES = [...FOLDERS, OUTSIDE_NAME];
const width = Math.max(...NAMES.map((name) => name.length));
const row = (name: string, a: number | string, b: number | string, d: number | string) =>
  `${name.padEnd(width)}  ${String(a).padStart(6)}  ${String(b).padStart(6)}  ${String(d).padStart(6)}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function table(title: string, measure: Measure) {
  const [was, now] = [before(measure), after(measure)];
  console.log(title);
  console.log(row('folder', BASE.slice(0, 8), HEAD?.slice(0, 8) ?? 'now', 'change'));
  NAMES.forEach((name, i) => console.log(row(name, was[i], now[i], signed(now[i] - was[i]))));
  console.log(row('total', total(was), total(now), signed(total(now) - total(was))));
}

table('Every line', allLines);
console.log('');
table('Lines of code (no comment-only or blank line)', codeLines);
