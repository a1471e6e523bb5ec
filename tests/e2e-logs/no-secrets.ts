/**
 * Run after the Playwright suite (scripts/test-all.sh): the server's log of the whole e2e run —
 * sign-ins, sign-ups, card payments with JavaScript on and off — must hold none of the fixtures'
 * secrets (secrets.ts). Fails naming the kind of secret found, never the secret; fails too when
 * the log is missing or has no request lines, so it cannot pass without having looked.
 *
 *   node --import tsx tests/e2e-logs/no-secrets.ts [log file]
 */
import { existsSync, readFileSync } from 'node:fs';
import { E2E_SERVER_LOG } from './log-file';
import { secretKindsIn } from './secrets';

const file = process.argv[2] ?? E2E_SERVER_LOG;

function fail(message: string): never {
  console.error(`e2e logs: ${message}`);
  process.exit(1);
}

if (!existsSync(file))
  fail(`${file} is missing: the e2e server did not write its log (a server reused from outside the run?)`);
const log = readFileSync(file, 'utf8');
const requests = log.split('\n').filter((line) => line.includes('"msg":"request"')).length;
if (requests === 0) fail(`${file} has no request lines: nothing to check`);

const found = secretKindsIn(log);
if (found.length > 0) fail(`${file} contains ${found.map((kind) => `\n  - ${kind}`).join('')}`);
console.log(`e2e logs: ${requests} request lines in ${file}, no secrets found`);
