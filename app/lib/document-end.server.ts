/**
 * Moves the document's `</body></html>` to the end of the response (decision 107).
 *
 * With single fetch, `<RemixServer>` renders the loader data's `<script>`s in a `<Suspense>`
 * placed after the document element, so React 18 writes them after `</html>`: a "stray start tag"
 * to every validator. React 19 holds the closing tags back until the stream ends; this does the
 * same for React 18. Browsers build the same DOM either way (they move such scripts into the body).
 * Inside the scripts Remix escapes `<`, and text escapes it too, so the first `</body></html>` in
 * the document is its own. A page that renders no scripts still ends with the boundary's empty
 * markers (`<!--$--><!--/$-->`), moved inside the body the same way.
 *
 * The page is whole before it leaves (app/entry.server.tsx), so the move is made once on the whole
 * document: on its text when React rendered it to a string, on its bytes when React streamed it.
 */
const DOCUMENT_END = '</body></html>';
const DOCUMENT_END_BYTES = Buffer.from(DOCUMENT_END);

export function documentEndLast(html: string): string {
  const at = html.indexOf(DOCUMENT_END);
  if (at < 0 || at + DOCUMENT_END.length === html.length) return html;
  return html.slice(0, at) + html.slice(at + DOCUMENT_END.length) + DOCUMENT_END;
}

/** The same move on the document's UTF-8 bytes, in place. */
export function documentEndLastInBytes(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = bytes.indexOf(DOCUMENT_END_BYTES);
  if (at < 0 || at + DOCUMENT_END_BYTES.length === bytes.length) return bytes;
  bytes.copyWithin(at, at + DOCUMENT_END_BYTES.length);
  bytes.set(DOCUMENT_END_BYTES, bytes.length - DOCUMENT_END_BYTES.length);
  return bytes;
}
