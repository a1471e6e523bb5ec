/** The money code issue 74 measures: which source files it is (scripts/money-lines.ts counts them). */

/** The money code: each entry a folder; the payment routes are the route folders named so. */
export const FOLDERS = [
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
export const OUTSIDE_NAME = 'procedures, clients, app/lib';
export const OUTSIDE = [
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

const isSource = (path: string) => /\.tsx?$/.test(path);

export const inFolder = (folder: string) => (path: string) =>
  folder.endsWith('*') ? path.startsWith(folder.slice(0, -1)) : path.startsWith(`${folder}/`);

export const outside = (path: string) =>
  OUTSIDE.some((place) => (place.endsWith('/') ? path.startsWith(place) : path === place));

/** One predicate a row: the folders in order, then the modules outside them. */
export const ROWS = [...FOLDERS.map(inFolder), outside];

export const isMoneySource = (path: string) => isSource(path) && ROWS.some((inRow) => inRow(path));
