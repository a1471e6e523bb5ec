/**
 * Issue 74's measure: the money code's source lines (.ts/.tsx, every line as `wc -l` counts it)
 * per folder, and the money modules outside them on a row of their own, before the one sale
 * pipeline (ba800584) and now (the working tree).
 * Run: node --import tsx scripts/money-lines.ts [base-commit] [other-commit, else the working tree]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BASE = process.argv[2] ?? 'ba800584';
const HEAD = process.argv[3];

/** The money code: each entry a folder; the payment routes are the route folders named so. */
const FOLDERS = [
  'server/sales',
  'server/invoice-checkout',
  'server/vacation-purchase',
  'server/card-provider',
  'server/refunds',
  'app/components/checkout',
  'app/components/payment',
  'app/routes/enrollment',
  'app/routes/pagar',
  'app/routes/dashboard.compras.*',
  'mocks/checkout',
  'mocks/refunds',
  'mocks/card-provider',
];

/**
 * Money modules outside those folders, counted at both commits on a row of their own: the money
 * resources' tRPC procedures and upstream clients, and the sale steps' modules in app/lib (those
 * written after ba800584 and those they replaced), so no money code escapes the count by where it
 * lives. A name ending in '/' is a folder.
 */
const OUTSIDE_NAME = 'procedures, clients, app/lib';
const OUTSIDE = [
  'server/trpc/routers/purchases.ts',
  'server/trpc/routers/invoices.ts',
  'server/trpc/routers/refunds.ts',
  'server/trpc/routers/wallet.ts',
  'server/trpc/routers/card-provider.ts',
  'server/trpc/sale-procedures.ts',
  'server/trpc/invoice-procedures.ts',
  'server/trpc/vacation-purchase-errors.ts',
  'server/upstream/card-provider.ts',
  'server/upstream/cards.ts',
  'server/upstream/global-card-provider.ts',
  'server/upstream/invoices.ts',
  'server/upstream/local-payments.ts',
  'server/upstream/payment-intents.ts',
  'server/upstream/purchases.ts',
  'server/upstream/refunds.ts',
  'server/upstream/wallet-payments.ts',
  'kernel/texts/sales.ts',
  'app/lib/sale-steps/',
  'app/lib/sale-refusals.server.ts',
  'app/lib/refund-page.server.ts',
  'app/lib/provider-url.server.ts',
  'app/lib/checkout-access.server.ts',
  'app/lib/forms/terms.server.ts',
  'app/lib/forms/wallet.server.ts',
  'app/routes/pagos.billetera.$qrId/',
];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
const isSource = (path: string) => /\.tsx?$/.test(path);
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const inFolder = (folder: string) => (path: string) =>
  folder.endsWith('*') ? path.startsWith(folder.slice(0, -1)) : path.startsWith(`${folder}/`);

const outside = (path: string) =>
  OUTSIDE.some((place) => (place.endsWith('/') ? path.startsWith(place) : path === place));

const ROWS = [...FOLDERS.map(inFolder), outside];

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
