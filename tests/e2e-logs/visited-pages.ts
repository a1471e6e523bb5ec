/**
 * Run after the Playwright suite (scripts/test-all.sh): every HTML document the e2e suite received
 * (tests/e2e/page-record.ts) must pass the W3C's Nu Html Checker (vnu.jar, all documents in one
 * JVM) with no error, and axe with no serious or critical violation. axe reads the documents that
 * together hold every kind of element met (visited-pages-axe.ts), at desktop width and at 390 px,
 * as the server sent them (their scripts not run: the states JavaScript opens are the a11y specs'). Fails listing each problem with the address and
 * test that met it; fails too when nothing was recorded, so it cannot pass without having looked.
 *
 *   node --import tsx tests/e2e-logs/visited-pages.ts
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkLayouts } from './visited-pages-axe';
import { VISITED_PAGES_DIR } from './visited-pages-dir';

const run = promisify(execFile);

interface Visit {
  status: string;
  address: string;
  test: string;
}

function fail(message: string): never {
  console.error(`visited pages: ${message}`);
  process.exit(1);
}

function visits(): Map<string, Visit[]> {
  const byHash = new Map<string, Visit[]>();
  for (const line of readFileSync(path.join(VISITED_PAGES_DIR, 'index.tsv'), 'utf8').split('\n')) {
    const [hash, status, address, test] = line.split('\t');
    if (!hash) continue;
    byHash.set(hash, [...(byHash.get(hash) ?? []), { status, address, test }]);
  }
  return byHash;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One JVM for every document: the checker's start is most of its time. */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const { stderr } = await run(
    'java',
    ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

function where(byHash: Map<string, Visit[]>, hash: string): string {
  const seen = byHash.get(hash) ?? [];
  const first = seen[0];
  return first ? `${first.address} (${first.status}; ${seen.length}×, first in ${first.test})` : hash;
}

if (!existsSync(path.join(VISITED_PAGES_DIR, 'index.tsv')))
  fail(`${VISITED_PAGES_DIR} holds no index: did the e2e suite run here?`);
const byHash = visits();
const files = readdirSync(VISITED_PAGES_DIR)
  .filter((name) => name.endsWith('.html'))
  .map((name) => path.join(VISITED_PAGES_DIR, name));
if (files.length === 0) fail('no document was recorded');

const started = Date.now();
const [messages, layouts] = await Promise.all([validate(files), checkLayouts(files)]);
const problems: string[] = [];
for (const message of messages.filter((m) => m.type === 'error' || m.subType === 'fatal')) {
  const hash = path.basename(new URL(message.url).pathname, '.html');
  problems.push(
    `W3C: ${where(byHash, hash)} line ${message.lastLine ?? '?'}: ${message.message}\n    …${
      message.extract ?? ''
    }…`,
  );
}
for (const { file, width, violations } of layouts.failures)
  for (const violation of violations)
    problems.push(
      `axe ${width} px: ${where(byHash, path.basename(file, '.html'))}: ${violation.rule} (${
        violation.impact
      }) ${violation.help}\n    ${violation.nodes.join('\n    ')}`,
    );

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const summary = `${files.length} documents (${byHash.size} distinct, from ${
  [...byHash.values()].flat().length
} visits), ${layouts.checked} of them through axe, in ${seconds} s`;
if (problems.length > 0) fail(`${problems.length} problems in ${summary}:\n${problems.join('\n')}`);
console.log(`visited pages: ${summary}: W3C validator 0 errors, axe 0 serious or critical`);
