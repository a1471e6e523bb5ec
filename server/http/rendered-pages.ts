/**
 * The HTML of a page as the entry rendered it, beside the Response that carries it.
 *
 * The entry renders a page to one string and must hand Remix a Response; the HTTP edge then sends
 * that page in one write (send-whole.ts). Reading the string back out of the Response's web stream
 * (arrayBuffer: a reader, a pull per chunk, a copy) was about 4 % of a page without data
 * (docs/decisions/043), so the entry also leaves the string here, keyed by the Response, and the
 * edge takes it from here when it is the same Response. Anything else that reads the Response
 * still finds the whole body in it.
 */
declare global {
  // The Remix build bundles its own copy of this module while the server entry loads it from
  // source: both copies must use the one map.
  var __kodeaRenderedPages: WeakMap<Response, string> | undefined;
}

const pages = (globalThis.__kodeaRenderedPages ??= new WeakMap<Response, string>());

/** A Response with the page as its body, the string remembered for the edge. */
export function renderedPageResponse(html: string, init: ResponseInit): Response {
  const response = new Response(html, init);
  pages.set(response, html);
  return response;
}

/** The page a Response carries when the entry rendered it; null for any other Response. */
export function renderedPageOf(response: Response): string | null {
  return pages.get(response) ?? null;
}
