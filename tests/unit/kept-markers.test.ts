/**
 * Where a page's kept blocks go (server/http/kept-markers.ts, decision 065): the page whole is the
 * rendered page with each marker replaced by its block; anything else that looks like a marker is
 * the page's own text.
 */
import { describe, expect, it } from 'vitest';
import { keptMarker, placedMarkers, wholePage } from '../../server/http/kept-markers';

describe('kept markers', () => {
  it('puts each block in its marker’s place, in any order, with multi-byte text around them', () => {
    const page = `<p>ñandú 👋</p>${keptMarker(1)}<hr>${keptMarker(0)}<p>fin</p>`;
    expect(wholePage(page, ['<nav>A</nav>', '<footer>B ‹›</footer>'])).toBe(
      '<p>ñandú 👋</p><footer>B ‹›</footer><hr><nav>A</nav><p>fin</p>',
    );
    expect(placedMarkers(page, 2).map((marker) => marker.block)).toEqual([1, 0]);
  });

  it('leaves as text a marker naming no block, one of another process, or one never closed', () => {
    for (const page of [
      `<p>${keptMarker(2)}</p>`,
      '<p><!--kept:otro-token:0--></p>',
      `<p>${keptMarker(0).slice(0, -3)}</p>`,
      `<p>${keptMarker(0).replace('0-->', '-->')}</p>`,
    ])
      expect(wholePage(page, ['<nav>A</nav>', '<nav>B</nav>'])).toBe(page);
  });

  it('gives back a page without blocks as it is', () => {
    expect(wholePage('<p>Hola</p>', [])).toBe('<p>Hola</p>');
  });
});
