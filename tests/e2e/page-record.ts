/**
 * Every HTML document the e2e suite receives — each navigation, each form answered without
 * JavaScript, in both projects — kept once under VISITED_PAGES_DIR, so one run after Playwright
 * validates them all with the Nu Html Checker and axe (tests/e2e-logs/visited-pages.ts, decision
 * 107). A document is named by the hash of its bytes with the CSP nonce left out, so the same page
 * met by many tests is kept once; `index.tsv` names the address and test of each.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Response, TestInfo } from '@playwright/test';
import { VISITED_PAGES_DIR } from '../e2e-logs/visited-pages-dir';

/** The simulated upstream's own pages (card providers, /__mocks) are not the product's. */
const NOT_OURS = /^\/__mocks(\/|$)/;

async function keep(response: Response, testInfo: TestInfo): Promise<void> {
  const request = response.request();
  if (request.resourceType() !== 'document') return;
  if (!/^text\/html/i.test(response.headers()['content-type'] ?? '')) return;
  const url = new URL(response.url());
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL || url.origin !== new URL(baseURL).origin || NOT_OURS.test(url.pathname)) return;
  // Gone once the page navigated on or closed: such a document was kept by another test or is not needed.
  const body = await response.body().catch(() => null);
  if (!body || body.length === 0) return;
  const html = body.toString('utf8');
  const hash = createHash('sha1')
    .update(html.replace(/ nonce="[^"]*"/g, ''))
    .digest('hex')
    .slice(0, 16);
  const address = `${url.pathname}${url.search}`;
  await writeFile(path.join(VISITED_PAGES_DIR, `${hash}.html`), body);
  await appendFile(
    path.join(VISITED_PAGES_DIR, 'index.tsv'),
    `${hash}\t${response.status()}\t${address}\t${testInfo.project.name} › ${testInfo.titlePath
      .slice(1)
      .join(' › ')}\n`,
  );
}

/** Records the context's documents until the returned function is awaited (at the test's end). */
export async function recordDocuments(
  context: BrowserContext,
  testInfo: TestInfo,
): Promise<() => Promise<void>> {
  await mkdir(VISITED_PAGES_DIR, { recursive: true });
  const pending = new Set<Promise<void>>();
  const onResponse = (response: Response) => {
    const task = keep(response, testInfo).catch(() => undefined);
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  context.on('response', onResponse);
  return async () => {
    context.off('response', onResponse);
    await Promise.all(pending);
  };
}
