/**
 * The integration suite's part of the contract check (issue 78): every app in mock mode and every
 * standalone upstream it starts validates the simulator's answers against the contract
 * (mocks/contract/log.ts) and leaves its notes under test-logs/contract/; the run fails at its end
 * on any answer outside the document.
 */
import { CONTRACT_LOG_VARIABLE } from '../../../mocks/contract/log';
import {
  CONTRACT_RECORDS_DIR,
  clearContractRecords,
  readContractRecords,
} from '../../support/contract-records';

/** Before any process starts: they inherit the variable. */
export function startContractLog(): void {
  clearContractRecords('integration');
  process.env[CONTRACT_LOG_VARIABLE] = CONTRACT_RECORDS_DIR;
}

export function checkContractLog(): void {
  const records = readContractRecords().filter((record) => record.suite === 'integration');
  const operations = new Set(records.flatMap((record) => Object.keys(record.exercised)));
  const problems = [...new Set(records.flatMap((record) => record.problems))];
  console.log(
    `[contract] the simulator answered ${operations.size} operations of the contract in this suite`,
  );
  if (problems.length === 0) return;
  console.error(
    `[contract] The simulator answered outside the contract (docs/upstream/openapi.json):\n${problems.join(
      '\n',
    )}`,
  );
  // vitest reports an error thrown by a global teardown but still exits 0: the exit code says it.
  process.exitCode = 1;
}
