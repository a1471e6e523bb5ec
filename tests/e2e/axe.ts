/** The one axe-core check of the e2e suite: any serious or critical violation fails, listed. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { AXE_OPTIONS, blockingViolations } from './axe-blocking';
import { waitForEnhancements } from './support';

/** Desktop width and a 390 px phone: every axe spec walks both. */
export const AXE_VIEWPORTS = [
  { name: 'escritorio', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
];

// The whole document, as AxeBuilder sends it when nothing is included or excluded.
const WHOLE_DOCUMENT = { exclude: [], include: [] };

/** Every frame of the page's current documents already holds the axe-core an earlier check injected. */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const present = await frame
      .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
      .catch(() => false);
    if (!present) return false;
  }
  return true;
}

/**
 * axe-core over the page. Legacy mode: axe runs in the page's own frames, without the blank page
 * the default mode opens to merge their results. AxeBuilder injects axe's source into every frame
 * on each call, a large part of a check; a document checked before (at the other width, or before
 * a control opened in place) still holds it, configured, so axe runs there again with the same
 * context and options.
 */
async function axeResults(page: Page): Promise<AxeResults> {
  if (!(await axeInEveryFrame(page)))
    return new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS).analyze();
  return page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context,
        options,
      ),
    { context: WHOLE_DOCUMENT, options: AXE_OPTIONS },
  );
}

export async function expectNoSeriousViolations(page: Page) {
  await waitForEnhancements(page);
  const results = await axeResults(page);
  const blocking = blockingViolations(results);
  expect(blocking, `axe violations on ${page.url()}:\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

/** The page as loaded, checked at each of AXE_VIEWPORTS in turn: one navigation, both layouts. */
export async function expectNoSeriousViolationsAtEachWidth(page: Page) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await expectNoSeriousViolations(page);
  }
}
