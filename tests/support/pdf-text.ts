/**
 * The text a PDF written by pdfkit shows, for tests: every content stream inflated (pdfkit
 * deflates them), each text operator's strings — pdfkit writes them as hex in `[<…> k <…>] TJ`
 * arrays, kerning numbers between the pieces — decoded as WinAnsi (latin1 for what we write).
 * Not a PDF parser: just enough to check what a document we generate says.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) =>
        Buffer.from(hex, 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
