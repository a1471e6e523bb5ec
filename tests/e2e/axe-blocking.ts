/** What fails an axe check, for the specs (axe.ts) and the check of every visited page alike. */
import type { AxeResults, RunOptions } from 'axe-core';

const BLOCKING = new Set(['serious', 'critical']);

// Only violations are built in full: the passes' node details are never read.
export const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };

export interface BlockingViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

export function blockingViolations(results: AxeResults): BlockingViolation[] {
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
