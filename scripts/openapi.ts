/**
 * Writes the upstream contract (issue 78, decision 102): docs/upstream/openapi.json from the
 * registry in server/upstream/contract/ with the simulator's answers as examples, and its markdown
 * page docs/upstream/operations.md.
 *
 *   npm run openapi            write both
 *   npm run openapi -- --check fail when either differs from what would be written (CI)
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { configureMockEnvironment } from '../mocks/config/environment';
import { buildDocument } from '../server/upstream/contract/document';
import { OPERATIONS } from '../server/upstream/contract/operations';
import { simulatorExamples } from './openapi/examples';
import { documentMarkdown } from './openapi/markdown';

export const DOCUMENT_PATH = 'docs/upstream/openapi.json';
export const MARKDOWN_PATH = 'docs/upstream/operations.md';

configureMockEnvironment(process.env);

const document = buildDocument(await simulatorExamples(OPERATIONS));
const outputs: Record<string, string> = {
  [DOCUMENT_PATH]: `${JSON.stringify(document, null, 2)}\n`,
  [MARKDOWN_PATH]: `${documentMarkdown(document)}\n`,
};

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([file, text]) => read(file) !== text);
  if (stale.length > 0) {
    console.error(
      `[openapi] ${stale
        .map(([file]) => file)
        .join(' and ')} differ from the registry: run \`npm run openapi\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`[openapi] ${DOCUMENT_PATH} is up to date (${OPERATIONS.length} operations)`);
} else {
  for (const [file, text] of Object.entries(outputs)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`[openapi] wrote ${Object.keys(outputs).join(' and ')} (${OPERATIONS.length} operations)`);
}
