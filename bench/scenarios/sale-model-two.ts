/**
 * The money flow's model on two app instances sharing Redis
 * (tests/integration/sale-model-two-instances.test.ts) searched longer than CI does: random
 * sequences of what families and their stale tabs do to sales, each step sent through the pages'
 * forms to instance A or B, the rules of a sale checked over HTTP after every step. Prints how
 * many sequences and steps it tried, what the steps met and how the sales ended; a broken rule
 * prints fast-check's shrunk sequence. SALE_MODEL_TWO_RUNS (default 1000) and SALE_MODEL_TWO_SEED
 * choose the search. The port is unused: the test file starts its own instances on free ports.
 */
import { spawnSync } from 'node:child_process';
import type { Goal } from '../goals';

const RUNS = Number(process.env.SALE_MODEL_TWO_RUNS ?? 1_000);
const SEED = Number(process.env.SALE_MODEL_TWO_SEED ?? Date.now() % 2_147_483_647);
/** What a sequence of up to 24 steps took over HTTP, with room for a loaded machine. */
const MS_PER_SEQUENCE = 10_000;

export async function saleModelTwoInstances(): Promise<Goal[]> {
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.integration.config.ts',
      'tests/integration/sale-model-two-instances.test.ts',
    ],
    {
      env: {
        ...process.env,
        // Plain text: the report lines are read back below.
        NO_COLOR: '1',
        SALE_MODEL_TWO_RUNS: String(RUNS),
        SALE_MODEL_TWO_SEED: String(SEED),
        SALE_MODEL_TWO_TIMEOUT_MS: String(RUNS * MS_PER_SEQUENCE),
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  const report = output
    .split('\n')
    .filter((line) =>
      /\[sale model, two instances\]|Property failed|Counterexample|after step|Shrunk|@example\.com|on http/.test(
        line,
      ),
    );
  for (const line of report) console.log(line.trim());
  const tried = /\[sale model, two instances\] (\d+) sequences, (\d+) steps/.exec(output);
  const minutes = (Date.now() - started) / 60_000;
  console.log(`seed ${SEED}, ${minutes.toFixed(1)} min, exit ${run.status}`);
  return [
    {
      label: `money model on two instances: sequences without a broken rule (seed ${SEED})`,
      value: run.status === 0 && tried ? Number(tried[1]) : 0,
      comparison: '≥',
      target: RUNS,
      unit: 'sequences',
    },
  ];
}
