/**
 * Pages gzipped with their kept blocks compressed once (server/http/spliced-gzip.ts, decisions 064
 * and 065): whatever the blocks and the text around their markers, the answer is one valid gzip
 * member of the whole page, whose CRC and length gunzip checks, and it holds each spliced block's
 * own compressed bytes.
 */
import { constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptMarker } from '../../server/http/kept-markers';
import { splicedGzip } from '../../server/http/spliced-gzip';

const scratch = () => Buffer.allocUnsafe(3 * 400_000);

const slider = `<section class="slider">${'<article><h2>Clases en vivo · 5 a 17 años</h2></article>'.repeat(
  60,
)}</section>`;
const sections = `<section>${'<p>Programación con Scratch Junior — «¡Sí, quiero más info!» ‹nivel 1› 🎮</p>'.repeat(
  200,
)}</section>`;
const script = `(function enhanceLightPage(){${'document.cookie="kodea_tz=América/Lima";'.repeat(80)}})()`;

/** A kept block in a page: written as its marker, the block in the page's list. */
const kept = (block: string) => ({ block });

/** A page as the entry renders it (markers, blocks) and as the browser must get it (whole). */
function page(...parts: (string | { block: string })[]) {
  const blocks: string[] = [];
  let marked = '';
  let whole = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      marked += part;
      whole += part;
    } else {
      marked += keptMarker(blocks.length);
      blocks.push(part.block);
      whole += part.block;
    }
  }
  return { marked, blocks, whole };
}

/** The answer, which these pages' blocks are worth splicing for. */
function spliced({ marked, blocks }: { marked: string; blocks: string[] }): Buffer {
  const answer = splicedGzip(marked, blocks, scratch());
  if (answer === null) throw new Error('expected the page to be spliced');
  return answer;
}

function roundTrip(rendered: { marked: string; blocks: string[] }): string {
  return gunzipSync(spliced(rendered)).toString('utf8');
}

/** A block as it is kept: compressed on its own, with defaults but the sync flush. */
const compressedAlone = (block: string) =>
  deflateRawSync(Buffer.from(block), { level: 1, finishFlush: constants.Z_SYNC_FLUSH });

describe('splicedGzip', () => {
  it('gives back the whole page, its blocks in their places, with multi-byte text in and between them', () => {
    const rendered = page(
      '<!DOCTYPE html><header>Kodea ñandú 👩‍💻</header>',
      kept(slider),
      '<nav>Campañas</nav>',
      kept(sections),
      '<script nonce="x">',
      kept(script),
      '</script>',
    );
    expect(roundTrip(rendered)).toBe(rendered.whole);
  });

  it('holds each block compressed once, as it was compressed on its own', () => {
    const rendered = page('<p>antes</p>', kept(sections), '<p>después</p>');
    const alone = compressedAlone(sections);
    expect(spliced(rendered).includes(alone)).toBe(true);
    // The same block in another page: the same bytes again, and that page whole.
    const other = page('<main>', kept(sections), '</main><footer>pie</footer>');
    expect(spliced(other).includes(alone)).toBe(true);
    expect(roundTrip(other)).toBe(other.whole);
  });

  it('handles blocks at the very start and end, side by side, and a page that is only a block', () => {
    for (const rendered of [
      page(kept(slider), kept(sections)),
      page(kept(sections)),
      page(kept(sections), kept(sections)),
    ])
      expect(roundTrip(rendered)).toBe(rendered.whole);
  });

  it('writes a block in its place wherever its marker is, whatever the order of the list', () => {
    const marked = `<p>a</p>${keptMarker(1)}<p>b</p>${keptMarker(0)}`;
    const answer = spliced({ marked, blocks: [slider, sections] });
    expect(gunzipSync(answer).toString('utf8')).toBe(`<p>a</p>${sections}<p>b</p>${slider}`);
    expect(splicedGzip('<p>sin bloques</p>', [], scratch())).toBeNull();
  });

  it('leaves as text a marker that names no block, or another process’s marker', () => {
    const forged = '<!--kept:otro-token:0-->';
    const rendered = page('<p>a</p>', kept(sections), `<p>${keptMarker(7)}</p>${forged}`);
    expect(roundTrip(rendered)).toBe(`<p>a</p>${sections}<p>${keptMarker(7)}</p>${forged}`);
  });

  it('writes the length modulo 2^32 and a CRC gunzip accepts for a page of several hundred KB', () => {
    const rendered = page(
      ...Array.from({ length: 30 }, (_, index) => [`<p>${index}</p>`, kept(sections)]).flat(),
    );
    const answer = spliced(rendered);
    expect(answer.readUInt32LE(answer.length - 4)).toBe(Buffer.byteLength(rendered.whole));
    expect(gunzipSync(answer).toString('utf8')).toBe(rendered.whole);
  });

  it('stores a short text between blocks as it is, and compresses a long one', () => {
    const short = '</div><p>Campañas de julio</p><div>';
    const long = `<aside>${'<p>Clase de prueba gratis, inscríbete hoy.</p>'.repeat(40)}</aside>`;
    const rendered = page(kept(slider), short, kept(sections), long, kept(script));
    const answer = spliced(rendered);
    expect(answer.includes(Buffer.from(short))).toBe(true);
    expect(answer.includes(Buffer.from(long))).toBe(false);
    expect(roundTrip(rendered)).toBe(rendered.whole);
  });

  it('writes a small block in the text around it where splicing it would add a compressor', () => {
    const long = `<aside>${'<p>Clase de prueba gratis, inscríbete hoy.</p>'.repeat(40)}</aside>`;
    // The slider followed by long text: not worth a compressor of its own; nothing else is either.
    expect(splicedGzip(page(kept(slider), long).marked, [slider], scratch())).toBeNull();
    const rendered = page(kept(slider), long, kept(sections), '</main>');
    const answer = spliced(rendered);
    expect(answer.includes(compressedAlone(sections))).toBe(true);
    expect(answer.includes(compressedAlone(slider))).toBe(false);
    expect(gunzipSync(answer).toString('utf8')).toBe(rendered.whole);
  });
});
