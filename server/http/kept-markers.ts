/**
 * Where a page's kept blocks go (docs/decisions/065).
 *
 * A light page's kept blocks (MarkupOnce, the light script) are texts written once per version of
 * their content; the page rendered around them held them whole, so every view made its 42 KB (the
 * home) flat again in one piece, and searched it for each block before gzip could splice the
 * blocks in compressed once (decision 064): the largest allocation of a view of the home. Now the
 * render writes a short marker where each block goes, and the page travels with its blocks beside
 * it (rendered-pages.ts): gzip splices them in by their markers, and whatever needs the page whole
 * (a client without gzip, the page cache) gets it with the blocks in their places.
 *
 * A marker is an HTML comment naming a token made for this process and the block's place in the
 * page's list: no text of a page (escaped by React) or of the content service can write it.
 */
import { randomBytes } from 'node:crypto';

declare global {
  // The Remix build bundles its own copy of this module (the entry writes the markers) while the
  // HTTP edge loads it from source (and reads them): both copies must use the one token.
  var __kodeaKeptMarkerToken: string | undefined;
}

const MARKER_START = `<!--kept:${(globalThis.__kodeaKeptMarkerToken ??=
  randomBytes(9).toString('base64url'))}:`;
const MARKER_END = '-->';

/** The marker the page holds where the `index`-th block of its list goes. */
export function keptMarker(index: number): string {
  return `${MARKER_START}${index}${MARKER_END}`;
}

/** A kept block's place in a page: the marker's span, and the block's index in the page's list. */
export interface PlacedMarker {
  at: number;
  end: number;
  block: number;
}

/** The markers of the page's blocks, in page order (a marker naming no block is left as text). */
export function placedMarkers(page: string, blockCount: number): PlacedMarker[] {
  const placed: PlacedMarker[] = [];
  let from = 0;
  for (;;) {
    const at = page.indexOf(MARKER_START, from);
    if (at < 0) return placed;
    const digits = at + MARKER_START.length;
    const close = page.indexOf(MARKER_END, digits);
    if (close < 0) return placed;
    const index = Number(page.slice(digits, close));
    from = close + MARKER_END.length;
    if (Number.isInteger(index) && index >= 0 && index < blockCount && close > digits)
      placed.push({ at, end: from, block: index });
  }
}

/** The page with each of its blocks in its place. */
export function wholePage(page: string, blocks: readonly string[]): string {
  if (blocks.length === 0) return page;
  let whole = '';
  let from = 0;
  for (const { at, end, block } of placedMarkers(page, blocks.length)) {
    whole += page.slice(from, at) + blocks[block];
    from = end;
  }
  return whole + page.slice(from);
}
