/**
 * Lines of code in a TypeScript source, as line counters such as cloc count them: a line holding
 * at least one token; a line of only comments or whitespace is not code. Read with the compiler's
 * own parser, so a `//` inside a string or a template is code.
 */
import ts from 'typescript';

export function codeLines(path: string, text: string): number {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    // The parser hands a node's JSDoc over as a child of it: a comment, not code.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    for (let at = node.getStart(source); at < node.getEnd(); at++) {
      if (!/\s/.test(text[at])) lines.add(source.getLineAndCharacterOfPosition(at).line);
    }
  };
  visit(source);
  return lines.size;
}
