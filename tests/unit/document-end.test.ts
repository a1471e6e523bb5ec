// Decision 107: the document's `</body></html>` comes last, in its text and in its bytes.
import { describe, expect, it } from 'vitest';
import { documentEndLast, documentEndLastInBytes } from '../../app/lib/document-end.server';

const PAGE = '<!DOCTYPE html><html><body><main>Página</main></body></html>';
const DATA = '<!--$--><script>window.__remixContext.streamController.close();</script><!--/$-->';
const VALID =
  '<!DOCTYPE html><html><body><main>Página</main><!--$--><script>window.__remixContext.streamController.close();</script><!--/$--></body></html>';

const inBytes = (html: string) => documentEndLastInBytes(Buffer.from(html)).toString('utf8');

describe('documentEndLast', () => {
  it('moves the closing tags after what React wrote past them', () => {
    expect(documentEndLast(PAGE + DATA)).toBe(VALID);
    expect(inBytes(PAGE + DATA)).toBe(VALID);
  });

  it('moves only the first: the document is the first thing React closes', () => {
    const twice = `${PAGE}<!--$--><p>&lt;/body&gt;</p><!--/$-->`;
    expect(documentEndLast(twice)).toBe(inBytes(twice));
    expect(documentEndLast(twice).endsWith('<!--/$--></body></html>')).toBe(true);
  });

  it('leaves a document with nothing after it as it is, and a fragment without them untouched', () => {
    expect(documentEndLast(PAGE)).toBe(PAGE);
    expect(inBytes(PAGE)).toBe(PAGE);
    expect(documentEndLast('<p>sin documento</p>')).toBe('<p>sin documento</p>');
    expect(inBytes('<p>sin documento</p>')).toBe('<p>sin documento</p>');
  });
});
