/**
 * The text a PDF written by pdfkit shows, for tests: every content stream inflated (pdfkit
 * deflates them), each text operator's strings — pdfkit writes them as hex in `[<…> k <…>] TJ`
 * arrays, kerning numbers between the pieces — decoded as WinAnsi (latin1 for what we write).
 * Not a PDF parser: just enough to check what a document we generate says.
 */
import { inflateSync } from 'node:zlib';

/**
 * Each stream's bytes, `/Length` of them as its dictionary says: a deflated stream may itself end
 * in a CR, which a search for "\r\nendstream" would take away (about one stream in 256).
 */
function* streamsOf(source: string): Generator<string> {
  const starts = /\/Length (\d+)(?! \d+ R)[^>]*>>\s*stream\r?\n/g;
  for (let match = starts.exec(source); match; match = starts.exec(source)) {
    const from = match.index + match[0].length;
    yield source.slice(from, from + Number(match[1]));
  }
}

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of streamsOf(pdf.toString('latin1'))) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      content = stream;
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
