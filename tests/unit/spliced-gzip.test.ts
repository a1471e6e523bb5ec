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

function roundTrip(text: string, blocks: string[]): string {
  return gunzipSync(splicedGzip(text, blocks, scratch())).toString('utf8');
}

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
    const answer = splicedGzip(text, [sections], scratch());
    const alone = deflateRawSync(Buffer.from(sections), { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
    expect(answer.includes(alone)).toBe(true);
    // The same block in another page: the same bytes again, and that page whole.
    const other = page('<main>', sections, '</main><footer>pie</footer>');
    expect(splicedGzip(other, [sections], scratch()).includes(alone)).toBe(true);
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
    expect(roundTrip('<p>sin bloques</p>', [])).toBe('<p>sin bloques</p>');
  });

  it('does not take another text with the same beginning for the block', () => {
    const lookalike = `${sections.slice(0, 500)}<p>otro final</p>`;
    const text = page('<p>a</p>', lookalike, '<p>b</p>', sections, '<p>c</p>');
    expect(roundTrip(text, [sections])).toBe(text);
  });

  it('writes the length modulo 2^32 and a CRC gunzip accepts for a page of several hundred KB', () => {
    const text = page(...Array.from({ length: 30 }, (_, index) => `<p>${index}</p>${sections}`));
    const answer = splicedGzip(
      text,
      Array.from({ length: 30 }, () => sections),
      scratch(),
    );
    expect(answer.readUInt32LE(answer.length - 4)).toBe(Buffer.byteLength(text));
    expect(gunzipSync(answer).toString('utf8')).toBe(text);
  });

  it('stores a short text between blocks as it is, and compresses a long one', () => {
    const short = '</div><p>Campañas de julio</p><div>';
    const long = `<aside>${'<p>Clase de prueba gratis, inscríbete hoy.</p>'.repeat(40)}</aside>`;
    const answer = splicedGzip(
      page(slider, short, sections, long, script),
      [slider, sections, script],
      scratch(),
    );
    expect(answer.includes(Buffer.from(short))).toBe(true);
    expect(answer.includes(Buffer.from(long))).toBe(false);
    expect(roundTrip(page(slider, short, sections, long, script), [slider, sections, script])).toBe(
      page(slider, short, sections, long, script),
    );
  });
});
