/**
 * Moves the document's `</body></html>` to the end of the response (decision 107).
 *
 * With single fetch, `<RemixServer>` renders the loader data's `<script>`s in a `<Suspense>`
 * placed after the document element, so React 18 writes them after `</html>`: a "stray start tag"
 * to every validator. React 19 holds the closing tags back until the stream ends; this does the
 * same for React 18. Browsers build the same DOM either way (they move such scripts into the body).
 * Inside the scripts Remix escapes `<`, and text escapes it too, so the first `</body></html>` in
 * the bytes is the document's own.
 */
const DOCUMENT_END = new TextEncoder().encode('</body></html>');

function joined(head: Uint8Array, tail: Uint8Array): Buffer {
  return Buffer.concat([head, tail]);
}

export function documentEndLast(): TransformStream<Uint8Array, Uint8Array> {
  let held: Uint8Array = new Uint8Array(0);
  let found = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (found) return controller.enqueue(chunk);
      const bytes = joined(held, chunk);
      const at = bytes.indexOf(DOCUMENT_END);
      if (at >= 0) {
        found = true;
        held = new Uint8Array(0);
        if (at > 0) controller.enqueue(bytes.subarray(0, at));
        if (at + DOCUMENT_END.length < bytes.length)
          controller.enqueue(bytes.subarray(at + DOCUMENT_END.length));
        return;
      }
      // The end tags may straddle two chunks: keep what could be their beginning.
      const keep = Math.min(DOCUMENT_END.length - 1, bytes.length);
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
      held = bytes.subarray(bytes.length - keep);
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
      if (found) controller.enqueue(DOCUMENT_END);
    },
  });
}
