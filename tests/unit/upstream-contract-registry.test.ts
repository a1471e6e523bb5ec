/**
 * The contract's registry (server/upstream/contract/) against the upstream modules: every path a
 * module writes has its operation, and each operation is one. The router suite checks the same
 * at run time: an answer to a call no operation has fails its test (tests/setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/upstream/contract/operations';

const UPSTREAM = path.resolve('server/upstream');

/** Path literals of the modules: '/api/…', '/entries…', '/json/', templates included. */
function pathLiterals(): Array<{ file: string; literal: string }> {
  return readdirSync(UPSTREAM)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const source = readFileSync(path.join(UPSTREAM, file), 'utf8');
      return [...source.matchAll(/['`](\/(?:api|entries|json)\b[^'`]*)['`]/g)].map((match) => ({
        file,
        literal: match[1],
      }));
    });
}

/** A literal's `${…}` stands for any text, a step or several segments (`/api/${provider}/${step}/`). */
const literalPattern = (literal: string) =>
  new RegExp(
    `^${literal
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.+')}`,
  );

/** An operation's path with each parameter filled. */
const sample = (template: string) => template.replace(/\{\w+\}/g, 'x1');

describe('the contract registry', () => {
  it('names each operation once, and each method and path once', () => {
    const ids = OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const calls = OPERATIONS.map((operation) => `${operation.service} ${operation.method} ${operation.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('has an operation for every path the upstream modules call', () => {
    const literals = pathLiterals();
    expect(literals.length).toBeGreaterThan(40);
    const orphans = literals.filter(
      ({ literal }) => !OPERATIONS.some((operation) => literalPattern(literal).test(sample(operation.path))),
    );
    expect(orphans).toEqual([]);
  });

  it('declares every path parameter of its template, and no other', () => {
    for (const operation of OPERATIONS) {
      const inTemplate = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(operation.pathParams ?? {}).sort(), operation.operationId).toEqual(inTemplate);
    }
  });
});
