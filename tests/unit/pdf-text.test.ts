/** The tests' PDF reader (tests/support/pdf-text.ts) reads every stream whatever its last byte. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

/** A one-stream document as pdfkit writes it: the stream's dictionary gives its length. */
function documentWith(stream: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.3\n4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('pdfText', () => {
  it('reads a deflated stream that ends in a carriage return', () => {
    // The same text, and a comment after it that moves the checksum's last byte: some length of
    // it makes the deflated bytes end in CR (0x0D), as about one stream in 256 does.
    const text = 'NOTA DE CRÉDITO ELECTRÓNICA';
    const stream = Array.from({ length: 512 }, (_, n) =>
      deflateSync(`BT [<${hex(text)}>] TJ ET\n%${'a'.repeat(n)}`),
    ).find((deflated) => deflated.at(-1) === 0x0d);
    if (!stream) throw new Error('no length of the comment ends the stream in CR');
    expect(pdfText(documentWith(stream))).toBe(text);
  });

  it('reads the strings of every text operator, kerning left out', () => {
    const content = `BT [<${hex('Boleta')}> 20 <${hex(' B001')}>] TJ ET BT [<${hex('S/ 1,710')}>] TJ ET`;
    expect(pdfText(documentWith(deflateSync(content)))).toBe('Boleta B001\nS/ 1,710');
  });
});
