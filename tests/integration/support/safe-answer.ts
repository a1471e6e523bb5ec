/**
 * What every answer to a hostile request must look like: handled (no 5xx) and silent about the
 * server's insides (no stack frames, module paths or raw error messages).
 */
import { expect } from 'vitest';
import type { HttpAnswer } from '../harness/http-client';
import { leaksIn } from '../hostile/leaks';

export { leaksIn };

export function expectSafeAnswer(answer: HttpAnswer, label: string): void {
  expect(answer.status, `${label}: answered ${answer.status} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(leaksIn(answer.body), `${label}: the body shows ${answer.body.slice(0, 600)}`).toEqual([]);
}
