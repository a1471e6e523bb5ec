/**
 * The simulator's own check in a process of its own (an app in mock mode, the standalone
 * upstream), as the integration suite starts them: with SIMULATOR_CONTRACT_LOG set to a folder,
 * each answer is validated against the contract and the process appends to
 * `<folder>/integration-<pid>.jsonl` every operation the first time it answers it and every answer
 * outside the document. The suite's teardown fails on those (tests/integration/harness/contract.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createSimulatorChecker } from './checker';
import { observeAnswers } from './observed';

export const CONTRACT_LOG_VARIABLE = 'SIMULATOR_CONTRACT_LOG';

export function logContractChecks(folder = process.env[CONTRACT_LOG_VARIABLE]): void {
  if (!folder) return;
  const checker = createSimulatorChecker();
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `integration-${process.pid}.jsonl`);
  const seen = new Set<string>();
  observeAnswers(async (observation) => {
    const checked = await checker.check(observation);
    if (!checked) return;
    const { operationId, problems } = checked;
    const first = operationId !== null && !seen.has(operationId);
    if (operationId) seen.add(operationId);
    if (!first && problems.length === 0) return;
    const exercised = first && operationId ? { [operationId]: 1 } : {};
    appendFileSync(file, `${JSON.stringify({ suite: 'integration', exercised, problems, skipped: 0 })}\n`);
  });
}
