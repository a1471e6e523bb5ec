/**
 * The router suite's check of the simulator against the contract: one ajv validator per worker
 * (modules are shared by a worker's files, vitest.config.ts `isolate: false`), set as the
 * simulator's observer by tests/setup.ts, which fails a test on an answer outside the document.
 */
import { createSimulatorChecker } from '../../mocks/contract/checker';
import { writeContractRecord } from './contract-records';

export const routerContractCheck = createSimulatorChecker();
// Once per worker, at import: the tests' own time limits never pay for a compile.
routerContractCheck.warm();

export function failOnContractProblems(): void {
  const problems = routerContractCheck.takeProblems();
  if (problems.length > 0)
    throw new Error(
      `The simulator answered outside the contract (docs/upstream/openapi.json):\n${problems.join('\n')}`,
    );
}

export function saveRouterContractRecord(): void {
  writeContractRecord(`router-${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}`, {
    suite: 'router',
    exercised: routerContractCheck.exercised(),
    problems: [],
    skipped: routerContractCheck.skipped(),
  });
}
