/**
 * The integration files' order: two run at a time, so the suite lasts as long as its busier
 * worker. The files that take longest start first, and the short ones fill in beside them at the
 * end (longest-processing-time first); the rest keep vitest's own order (on a clean clone, the
 * largest file first).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest first, from the CI log's per-file times; the flood a little later, so the two files that
 * load the machine on purpose (it and the hostile inputs) overlap as little as they can.
 */
const LONGEST_FIRST = [
  'hostile-input',
  'supervisor',
  'restart',
  'anonymous-flood',
  'two-instances-reminders',
  'hostile-support-pages',
  'edge-requests',
  'html-validate',
  'operations',
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
