/** Issue 74's measure of lines of code (scripts/code-lines.ts): comments and blanks are not code. */
import { describe, expect, it } from 'vitest';
import { codeLines } from '../../scripts/code-lines';

describe('codeLines', () => {
  it('leaves out comment-only and blank lines, JSDoc included', () => {
    const text = [
      '/**',
      ' * A JSDoc block.',
      ' */',
      'export const a = 1; // a trailing comment keeps the line code',
      '',
      '// a line comment',
      '/* a block */ const b = 2;',
      'export function f() {',
      '  return b;',
      '}',
      '',
    ].join('\n');
    expect(codeLines('a.ts', text)).toBe(5);
  });

  it('counts what only looks like a comment inside a string or a template', () => {
    const text = ['const url = "//not-a-comment";', 'const t = `', '/* still a template', '`;'].join('\n');
    expect(codeLines('b.ts', text)).toBe(4);
  });

  it("counts JSX text, and a JSX comment's braces as cloc does", () => {
    const text = [
      'export const C = () => (',
      '  <p>',
      '    {/* a JSX comment */}',
      '    Hola',
      '  </p>',
      ');',
    ].join('\n');
    expect(codeLines('c.tsx', text)).toBe(6);
  });
});
