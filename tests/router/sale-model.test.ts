/**
 * The money flow as a model (issue 74): random sequences of what up to three families, their stale
 * tabs and support do — open sales, apply and remove codes and invitations, open and pay each way,
 * be denied, refund, two tabs racing — run against the app's procedures and the simulated API. After
 * every step the rules of a sale must hold (tests/router/sale-model/invariants.ts). CI runs a fixed
 * seed; `npm run bench` (scenario `sale-model`) searches longer. A failing sequence is shrunk and
 * printed: keep it below as a regression.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '../../mocks/db/seed';
import { clearPublicCache, publicRefreshesSettled } from '../../server/cache/public-cache';
import { clearUserCaches } from '../../server/cache/user-cache';
import { logger } from '../../server/log/logger';
import { useStore } from '../../server/store';
import { createMemoryStore } from '../../server/store/memory-store';
import { sequenceArb, type Sequence } from './sale-model/actions';
import { families } from './sale-model/families';
import { violations } from './sale-model/invariants';
import { act, met, Violation } from './sale-model/run';
import { db } from '../../mocks/db';

const RUNS = Number(process.env.SALE_MODEL_RUNS ?? 25);
const SEED = Number(process.env.SALE_MODEL_SEED ?? 20261128);
const MAX_STEPS = Number(process.env.SALE_MODEL_STEPS ?? 24);

let steps = 0;
/** How the sequences' pedidos ended (paid, refunded…), for the run's report. */
const ended = new Map<string, number>();
function countEnded() {
  for (const invoice of db.invoice.getAll())
    if (invoice.id > 100_000) ended.set(invoice.status, (ended.get(invoice.status) ?? 0) + 1);
}

async function fresh() {
  await publicRefreshesSettled();
  resetDatabase();
  useStore(createMemoryStore());
  clearPublicCache();
  clearUserCaches();
}

/** Runs the sequence; throws on the first step after which a rule is broken. */
async function runSequence({ focus, actions }: Sequence): Promise<void> {
  await fresh();
  const world = await families();
  for (const [at, action] of actions.entries()) {
    await act(world, action, focus);
    steps += 1;
    const broken = await violations(world);
    if (at === actions.length - 1) countEnded();
    if (broken.length > 0)
      throw new Violation(`after step ${at + 1} ${JSON.stringify(action)}:\n${broken.join('\n')}`);
  }
}

/**
 * Shrunk counterexamples a longer search found, replayed on every run once their cause is fixed.
 * SALE_MODEL_REPLAY takes one more, as the JSON a failing run prints.
 */
const REGRESSIONS: Sequence[] = [
  // Seed 20261129, sequence 2,817: a cash code asked for a pedido already paid by a dollar intent.
  {
    focus: 1,
    actions: [
      { t: 'open', fam: -1, product: 0 },
      { t: 'intent', fam: -1, ped: 0 },
      { t: 'complete', fam: -1, ped: 0, snap: 0 },
      { t: 'open', fam: -1, product: 0 },
      { t: 'confirm', fam: 1, ped: 0, snap: 0, ok: true },
      { t: 'cash', fam: -1, ped: 0 },
      { t: 'uncode', fam: -1, ped: 0 },
      { t: 'card', fam: -1, ped: 0, snap: 0, card: 'visa' },
    ],
  },
  // Seed 20261202, sequence 3,483: AMIGOS15 again on a new pedido once the first was refunded. The
  // rule gives a refunded pedido's code back; the model had counted refunded pedidos as using it.
  {
    focus: 2,
    actions: [
      { t: 'open', fam: -1, product: 0 },
      { t: 'code', fam: -1, ped: 0, code: 2 },
      { t: 'invite', fam: -1, ped: 0 },
      { t: 'card', fam: -1, ped: 0, snap: 0, card: 'visa' },
      { t: 'refund', fam: -1, ped: 0 },
      { t: 'open', fam: -1, product: 0 },
      { t: 'code', fam: -1, ped: 3, code: 2 },
      { t: 'race', fam: -1, ped: 3, with: 'card' },
    ],
  },
  ...(process.env.SALE_MODEL_REPLAY ? [JSON.parse(process.env.SALE_MODEL_REPLAY) as Sequence] : []),
] as Sequence[];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the money flow, as a model', () => {
  it.each(REGRESSIONS.map((sequence, index) => [index + 1, sequence] as const))(
    'keeps the rules of a sale in counterexample %i',
    async (_, sequence) => {
      for (const level of ['info', 'warn', 'error'] as const)
        vi.spyOn(logger, level).mockImplementation(() => undefined);
      await runSequence(sequence);
    },
  );

  it(
    `keeps the rules of a sale over ${RUNS} random sequences (seed ${SEED})`,
    async () => {
      // Refusals and pending steps are logged as they would be in production: not this test's output.
      for (const level of ['info', 'warn', 'error'] as const)
        vi.spyOn(logger, level).mockImplementation(() => undefined);
      steps = 0;
      await fc.assert(fc.asyncProperty(sequenceArb(MAX_STEPS), runSequence), {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: process.env.SALE_MODEL_SHRINK === 'off',
      });
      console.log(`[sale model] ${RUNS} sequences, ${steps} steps, seed ${SEED}: no rule broken`);
      console.log(`[sale model] steps: ${[...met].map(([what, count]) => `${what} ${count}`).join(', ')}`);
      console.log(
        `[sale model] sales seen ended: ${[...ended].map(([what, count]) => `${what} ${count}`).join(', ')}`,
      );
      expect(steps).toBeGreaterThanOrEqual(RUNS);
    },
    Number(process.env.SALE_MODEL_TIMEOUT_MS ?? 240_000),
  );
});
