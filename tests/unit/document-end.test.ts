// Decision 107: the document's `</body></html>` leaves the stream last, wherever chunks split it.
import { describe, expect, it } from 'vitest';
import { documentEndLast } from '../../app/lib/document-end.server';

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(documentEndLast())).text();
}

const PAGE = '<!DOCTYPE html><html><body><main>Página</main></body></html>';
const DATA = '<!--$--><script>window.__remixContext.streamController.close();</script><!--/$-->';
const VALID =
  '<!DOCTYPE html><html><body><main>Página</main><!--$--><script>window.__remixContext.streamController.close();</script><!--/$--></body></html>';

describe('documentEndLast', () => {
  it('moves the closing tags after what React wrote past them', async () => {
    expect(await through([PAGE + DATA])).toBe(VALID);
  });

  it('finds them split across chunks at every point', async () => {
    const whole = PAGE + DATA;
    for (let cut = 1; cut < whole.length; cut++)
      expect(await through([whole.slice(0, cut), whole.slice(cut)])).toBe(VALID);
  });

  it('leaves a document with nothing after it as it is, and a fragment without them untouched', async () => {
    expect(await through([PAGE])).toBe(PAGE);
    expect(await through(['<p>sin documento</p>'])).toBe('<p>sin documento</p>');
  });
});
