/**
 * axe over the documents the e2e suite kept: the fewest that show every kind of element in every
 * context met (`covering`), served as the server sent them with the site's own files from public/
 * and no script run, at desktop width and at a 390 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AXE_OPTIONS, blockingViolations, type BlockingViolation } from '../e2e/axe-blocking';

const WIDTHS = [1280, 390];
const ORIGIN = 'http://kodea.test';
const PUBLIC_DIR = path.resolve('public');
const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
// Attributes that decide how an element looks or what it tells assistive technology.
const KEPT_ATTRIBUTE = /^(class|role|type|hidden|open|disabled)$/;
const VOID_ELEMENT = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/gi;

/**
 * Each element of the document as "its parent > itself" (tag and the attributes above, digits
 * left out), without words: what axe's rules depend on, as far as markup says it.
 */
function elementKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const open: string[] = [];
  for (const [, closing, tag, attributes, selfClosing] of markup.matchAll(TAG)) {
    if (closing) {
      open.pop();
      continue;
    }
    const kept = [...attributes.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)]
      .filter(([, name]) => KEPT_ATTRIBUTE.test(name))
      .map(([, name, value]) => `${name}=${(value ?? '').replace(/\d+/g, '0')}`)
      .sort();
    const kind = `${tag}[${kept.join(',')}]`;
    kinds.add(`${open.at(-1) ?? ''}>${kind}`);
    if (!selfClosing && !VOID_ELEMENT.has(tag.toLowerCase())) open.push(kind);
  }
  return kinds;
}

/**
 * The documents that together show every kind of element in every context the suite met: the
 * richest first, then each one that adds a kind none before it had. The same page met with other
 * words, numbers or rows adds nothing and is not read again.
 */
export function covering(documents: { file: string; html: string }[]): string[] {
  const ranked = documents
    .map(({ file, html }) => ({ file, kinds: elementKinds(html) }))
    .sort((a, b) => b.kinds.size - a.kinds.size || a.file.localeCompare(b.file));
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const { file, kinds } of ranked) {
    const before = seen.size;
    for (const kind of kinds) seen.add(kind);
    if (seen.size > before) chosen.push(file);
  }
  return chosen;
}

/** Serves `current()` as the document, and the site's files from public/. */
async function serve(page: Page, current: () => Buffer) {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().resourceType() === 'document')
      return route.fulfill({ body: current(), contentType: 'text/html; charset=utf-8' });
    if (url.origin !== ORIGIN || route.request().resourceType() === 'script') return route.abort();
    const file = path.join(PUBLIC_DIR, decodeURIComponent(url.pathname));
    if (!file.startsWith(PUBLIC_DIR)) return route.abort();
    const body = await readFile(file).catch(() => null);
    if (!body) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
}

function injectAndRun(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS).analyze();
}

/** The document still holds the axe-core injected at the first width, configured: run it again. */
function runAgain(page: Page): Promise<AxeResults> {
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        { exclude: [], include: [] },
        options,
      ),
    AXE_OPTIONS,
  );
}

export interface LayoutFailure {
  file: string;
  width: number;
  violations: BlockingViolation[];
}

/** Two pages side by side: the machine's two cores. */
const PAGES = 2;

async function checkEach(page: Page, files: string[], failures: LayoutFailure[]) {
  let html = Buffer.alloc(0);
  await serve(page, () => html);
  for (let file = files.shift(); file; file = files.shift()) {
    html = await readFile(file);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    for (const [index, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      const results = index === 0 ? await injectAndRun(page) : await runAgain(page);
      const violations = blockingViolations(results);
      if (violations.length > 0) failures.push({ file, width, violations });
    }
  }
}

export async function checkLayouts(files: string[]): Promise<{ checked: number; failures: LayoutFailure[] }> {
  const documents = await Promise.all(
    files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })),
  );
  const chosen = covering(documents);
  const queue = [...chosen];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const failures: LayoutFailure[] = [];
  try {
    const context = await browser.newContext({ locale: 'es-PE', timezoneId: 'America/Lima' });
    await Promise.all(
      Array.from({ length: PAGES }, async () => checkEach(await context.newPage(), queue, failures)),
    );
  } finally {
    await browser.close();
  }
  return { checked: chosen.length, failures };
}
