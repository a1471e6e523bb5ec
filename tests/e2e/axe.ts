/** The one axe-core check of the e2e suite: any serious or critical violation fails, listed. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForEnhancements } from './support';

/** Desktop width and a 390 px phone: every axe spec walks both. */
export const AXE_VIEWPORTS = [
  { name: 'escritorio', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
];

const BLOCKING = new Set(['serious', 'critical']);

export async function expectNoSeriousViolations(page: Page) {
  await waitForEnhancements(page);
  // Legacy mode: axe runs in the page's own frames, without the blank page the default mode opens
  // to merge their results (most of each check's time). Only violations are built in full: the
  // passes' node details are never read.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${page.url()}:\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

/** The page as loaded, checked at each of AXE_VIEWPORTS in turn: one navigation, both layouts. */
export async function expectNoSeriousViolationsAtEachWidth(page: Page) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await expectNoSeriousViolations(page);
  }
}
