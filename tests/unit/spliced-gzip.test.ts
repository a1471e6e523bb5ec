/**
 * Pages gzipped with their kept blocks compressed once (server/http/spliced-gzip.ts, decision 064):
 * whatever the blocks and the text around them, the answer is one valid gzip member whose CRC and
 * length gunzip checks, and it holds each block's own compressed bytes.
 */
import { constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splicedGzip } from '../../server/http/spliced-gzip';

const scratch = () => Buffer.allocUnsafe(3 * 400_000);

const slider = `<section class="slider">${'<article><h2>Clases en vivo · 5 a 17 años</h2></article>'.repeat(
  60,
)}</section>`;
const sections = `<section>${'<p>Programación con Scratch Junior — «¡Sí, quiero más info!» ‹nivel 1› 🎮</p>'.repeat(
  200,
)}</section>`;
const script = `(function enhanceLightPage(){${'document.cookie="kodea_tz=América/Lima";'.repeat(80)}})()`;

function page(...parts: string[]): string {
  return parts.join('');
}

/** The answer, which these pages' blocks are worth splicing for. */
function spliced(text: string, blocks: string[]): Buffer {
  const answer = splicedGzip(text, blocks, scratch());
  if (answer === null) throw new Error('expected the page to be spliced');
  return answer;
}

function roundTrip(text: string, blocks: string[]): string {
  return gunzipSync(spliced(text, blocks)).toString('utf8');
}

/** A block as it is kept: compressed on its own, with defaults but the sync flush. */
const compressedAlone = (block: string) =>
  deflateRawSync(Buffer.from(block), { level: 1, finishFlush: constants.Z_SYNC_FLUSH });

describe('splicedGzip', () => {
  it('gives back the page, its blocks in their places, with multi-byte text in and between them', () => {
    const text = page(
      '<!DOCTYPE html><header>Kodea ñandú 👩‍💻</header>',
      slider,
      '<nav>Campañas</nav>',
      sections,
      '<script nonce="x">',
      script,
      '</script>',
    );
    expect(roundTrip(text, [slider, sections, script])).toBe(text);
  });

  it('holds each block compressed once, as it was compressed on its own', () => {
    const text = page('<p>antes</p>', sections, '<p>después</p>');
    const answer = spliced(text, [sections]);
    const alone = compressedAlone(sections);
    expect(answer.includes(alone)).toBe(true);
    // The same block in another page: the same bytes again, and that page whole.
    const other = page('<main>', sections, '</main><footer>pie</footer>');
    expect(spliced(other, [sections]).includes(alone)).toBe(true);
    expect(roundTrip(other, [sections])).toBe(other);
  });

  it('handles blocks at the very start and end, side by side, and a page that is only a block', () => {
    expect(roundTrip(page(slider, sections), [slider, sections])).toBe(page(slider, sections));
    expect(roundTrip(sections, [sections])).toBe(sections);
    expect(roundTrip(page(sections, sections), [sections, sections])).toBe(page(sections, sections));
  });

  it('leaves a block it cannot find in its place, or out of order, in the text around it', () => {
    const text = page('<p>a</p>', sections, '<p>b</p>', slider);
    // The slider comes after the sections: looked for from where the sections ended.
    expect(roundTrip(text, [slider, sections])).toBe(text);
    expect(roundTrip(text, [script, sections, slider])).toBe(text);
    expect(splicedGzip('<p>sin bloques</p>', [], scratch())).toBeNull();
  });

  it('does not take another text with the same beginning for the block', () => {
    const lookalike = `${sections.slice(0, 500)}<p>otro final</p>`;
    const text = page('<p>a</p>', lookalike, '<p>b</p>', sections, '<p>c</p>');
    expect(roundTrip(text, [sections])).toBe(text);
  });

  it('writes the length modulo 2^32 and a CRC gunzip accepts for a page of several hundred KB', () => {
    const text = page(...Array.from({ length: 30 }, (_, index) => `<p>${index}</p>${sections}`));
    const answer = spliced(
      text,
      Array.from({ length: 30 }, () => sections),
    );
    expect(answer.readUInt32LE(answer.length - 4)).toBe(Buffer.byteLength(text));
    expect(gunzipSync(answer).toString('utf8')).toBe(text);
  });

  it('stores a short text between blocks as it is, and compresses a long one', () => {
    const short = '</div><p>Campañas de julio</p><div>';
    const long = `<aside>${'<p>Clase de prueba gratis, inscríbete hoy.</p>'.repeat(40)}</aside>`;
    const answer = spliced(page(slider, short, sections, long, script), [slider, sections, script]);
    expect(answer.includes(Buffer.from(short))).toBe(true);
    expect(answer.includes(Buffer.from(long))).toBe(false);
    expect(roundTrip(page(slider, short, sections, long, script), [slider, sections, script])).toBe(
      page(slider, short, sections, long, script),
    );
  });

  it('splices a small block only where the text after it can be stored: no compressor is added for it', () => {
    const long = `<aside>${'<p>Clase de prueba gratis, inscríbete hoy.</p>'.repeat(40)}</aside>`;
    // The slider followed by long text: not worth a compressor of its own; nothing else is either.
    expect(splicedGzip(page(slider, long), [slider], scratch())).toBeNull();
    const text = page(slider, long, sections, '</main>');
    const answer = spliced(text, [slider, sections]);
    expect(answer.includes(compressedAlone(sections))).toBe(true);
    expect(answer.includes(compressedAlone(slider))).toBe(false);
    expect(gunzipSync(answer).toString('utf8')).toBe(text);
  });
});
