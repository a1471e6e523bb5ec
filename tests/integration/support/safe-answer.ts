/**
 * What every answer to a hostile request must look like: handled (no 5xx) and silent about the
 * server's insides (no stack frames, module paths or raw error messages).
 */
import { expect } from 'vitest';
import type { HttpAnswer } from '../harness/http-client';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LEAKS: Array<[string, RegExp]> = [
  // Raw, or JSON-escaped inside a serialized error.
  ['a stack frame', /(?:\n|\\n) {4}at \S/],
  ['a module path', /node_modules/],
  // The app runs from the repository root: a path under it names the server's files.
  ['a server file path', new RegExp(escapeRegExp(process.cwd()))],
  ['a raw error message', /(?:^|[\s>"'])(?:[A-Z][A-Za-z]*)?Error: /],
];

/** The leaks found in a body; empty when it is clean. */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}

export function expectSafeAnswer(answer: HttpAnswer, label: string): void {
  expect(answer.status, `${label}: answered ${answer.status} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(leaksIn(answer.body), `${label}: the body shows ${answer.body.slice(0, 600)}`).toEqual([]);
}
