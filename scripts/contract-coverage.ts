/**
 * After the router and integration suites (scripts/test-all.sh): which operations of the contract
 * the simulator answered in each, from their notes under test-logs/contract/ (issue 78). Writes
 * test-logs/contract/coverage.md and fails when an operation was never exercised, naming it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_RECORDS_DIR, readContractRecords } from '../tests/support/contract-records';

type Json = { paths: Record<string, Record<string, { operationId: string }>> };
const document = JSON.parse(readFileSync('docs/upstream/openapi.json', 'utf8')) as Json;
const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    id: operation.operationId,
    call: `${method.toUpperCase()} ${route}`,
  })),
);

const records = readContractRecords();
const answered = (suite: string) => {
  const counts = new Map<string, number>();
  for (const record of records.filter((candidate) => candidate.suite === suite))
    for (const [id, count] of Object.entries(record.exercised)) counts.set(id, (counts.get(id) ?? 0) + count);
  return counts;
};
const router = answered('router');
const integration = answered('integration');
const missing = operations.filter(({ id }) => !router.has(id) && !integration.has(id));

const rows = operations.map(
  ({ id, call }) =>
    `| \`${id}\` | \`${call}\` | ${router.get(id) ?? 0} | ${integration.has(id) ? 'yes' : 'no'} |`,
);
const report = [
  '# The simulator against the contract: operations exercised',
  '',
  `${operations.length - missing.length} of ${
    operations.length
  } operations answered by the simulator in the suites.`,
  missing.length > 0 ? `\nNever exercised: ${missing.map(({ id }) => `\`${id}\``).join(', ')}.` : '',
  '',
  '| Operation | Call | Router suite (answers) | Integration suite |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');
const file = path.join(CONTRACT_RECORDS_DIR, 'coverage.md');
writeFileSync(file, report);

console.log(
  `[contract] ${operations.length - missing.length} of ${operations.length} operations exercised (${file})`,
);
if (missing.length > 0) {
  console.error(`[contract] never exercised: ${missing.map(({ id, call }) => `${id} (${call})`).join(', ')}`);
  process.exit(1);
}
