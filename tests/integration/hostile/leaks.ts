/**
 * What an answer must never show a client: stack frames, module paths or raw error messages.
 * Shared by the hostile-input tests (support/safe-answer.ts) and the fuzz run (bench/fuzz.ts).
 */
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
