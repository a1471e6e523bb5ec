/**
 * The HTML of a page as the entry rendered it, beside the Response that carries it.
 *
 * The entry renders a page to one string and must hand Remix a Response; the HTTP edge then sends
 * that page in one write (send-whole.ts). Wrapping the string in the Response's web stream and
 * reading it back out (a stream, a reader, a pull per chunk, a copy) was about 8 % of a page
 * without data (docs/decisions/043), so the page travels here instead, keyed by its Response,
 * which carries the status and headers and no body. Remix hands that Response on untouched (a
 * HEAD answer is a new one, without the page); the edge (remix-handler.ts) is the one reader.
 */
export interface RenderedPage {
  /** The page, with a marker where each of its kept blocks goes (kept-markers.ts). */
  html: string;
  /** The kept markup blocks (MarkupOnce, the light script) the markers name: gzip splices them in (send-whole.ts). */
  keptBlocks: readonly string[];
}

declare global {
  // The Remix build bundles its own copy of this module while the server entry loads it from
  // source: both copies must use the one map.
  var __kodeaRenderedPages: WeakMap<Response, RenderedPage> | undefined;
}

const pages = (globalThis.__kodeaRenderedPages ??= new WeakMap<Response, RenderedPage>());

/** A Response for the page's status and headers, the page itself remembered for the edge. */
export function renderedPageResponse(
  html: string,
  init: ResponseInit,
  keptBlocks: readonly string[] = [],
): Response {
  const response = new Response(null, init);
  pages.set(response, { html, keptBlocks });
  return response;
}

/** The page a Response carries when the entry rendered it; null for any other Response. */
export function renderedPageOf(response: Response): RenderedPage | null {
  return pages.get(response) ?? null;
}
