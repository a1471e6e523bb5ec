/**
 * Where the suites leave what they learned of the contract (issue 78): per process, the operations
 * the simulator answered and any answer outside the document. scripts/contract-coverage.ts reads
 * them all and writes the report.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CONTRACT_RECORDS_DIR = path.resolve('test-logs/contract');

export interface ContractRecord {
  suite: string;
  exercised: Record<string, number>;
  problems: string[];
  /** Answers not checked: given under a scenario that breaks the contract on purpose. */
  skipped: number;
}

export function clearContractRecords(suite: string): void {
  mkdirSync(CONTRACT_RECORDS_DIR, { recursive: true });
  for (const file of readdirSync(CONTRACT_RECORDS_DIR))
    if (file.startsWith(`${suite}-`)) rmSync(path.join(CONTRACT_RECORDS_DIR, file));
}

export function writeContractRecord(name: string, record: ContractRecord): void {
  mkdirSync(CONTRACT_RECORDS_DIR, { recursive: true });
  writeFileSync(path.join(CONTRACT_RECORDS_DIR, `${name}.json`), `${JSON.stringify(record)}\n`);
}

/** Every record left, `.json` whole or `.jsonl` one line per note (a process killed midway keeps its lines). */
export function readContractRecords(): ContractRecord[] {
  let files: string[] = [];
  try {
    files = readdirSync(CONTRACT_RECORDS_DIR);
  } catch {
    return [];
  }
  return files.flatMap((file): ContractRecord[] => {
    const text = readFileSync(path.join(CONTRACT_RECORDS_DIR, file), 'utf8');
    if (file.endsWith('.json')) return [JSON.parse(text) as ContractRecord];
    if (!file.endsWith('.jsonl')) return [];
    return text
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => JSON.parse(line) as ContractRecord);
  });
}
