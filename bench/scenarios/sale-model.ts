/**
 * The money flow's model (tests/router/sale-model.test.ts) searched longer than CI does: many
 * random sequences of what families, stale tabs and support do to sales, the rules of a sale
 * checked after every step. Prints how many sequences and steps it tried and what they met; a
 * broken rule prints fast-check's shrunk sequence. SALE_MODEL_RUNS (default 10000) and
 * SALE_MODEL_SEED choose the search. The port is unused: the model runs in-process.
 */
import { spawnSync } from 'node:child_process';
import type { Goal } from '../goals';

const RUNS = Number(process.env.SALE_MODEL_RUNS ?? 10_000);
const SEED = Number(process.env.SALE_MODEL_SEED ?? Date.now() % 2_147_483_647);

export async function saleModel(): Promise<Goal[]> {
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', 'tests/router/sale-model.test.ts'], {
    env: {
      ...process.env,
      // Plain text: the report lines are read back below.
      NO_COLOR: '1',
      SALE_MODEL_RUNS: String(RUNS),
      SALE_MODEL_SEED: String(SEED),
      // A whole search: minutes, not the CI run's seconds.
      SALE_MODEL_TIMEOUT_MS: String(RUNS * 5_000),
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const report = output
    .split('\n')
    .filter((line) => /\[sale model\]|Counterexample|after step|Shrunk/.test(line));
  for (const line of report) console.log(line.trim());
  const tried = /\[sale model\] (\d+) sequences, (\d+) steps/.exec(output);
  const minutes = (Date.now() - started) / 60_000;
  console.log(`seed ${SEED}, ${minutes.toFixed(1)} min, exit ${run.status}`);
  return [
    {
      label: `money model: sequences without a broken rule (seed ${SEED})`,
      value: run.status === 0 && tried ? Number(tried[1]) : 0,
      comparison: '≥',
      target: 10_000,
      unit: 'sequences',
    },
  ];
}
