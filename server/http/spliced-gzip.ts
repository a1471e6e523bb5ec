/**
 * A page gzipped with its kept blocks compressed once (docs/decisions/064).
 *
 * A light page's content blocks are written once per version of their content (MarkupOnce,
 * docs/decisions/050), but gzip read them again on every view: on the home, 26 of its 42 KB, and
 * gzip was the largest part of what the home cost beyond a page without data. Deflate can be
 * spliced: a part compressed on its own and ended with a sync flush ends on a byte boundary with
 * no reference to what follows, so such parts, laid end to end and closed by one final empty
 * block, are one valid deflate stream. Each kept block is compressed once, with its CRC and
 * length; each view compresses only the text between the blocks. The CRC of the whole page is
 * combined from its parts' (zlib's crc32_combine, which Node does not expose). The answer is a
 * tenth larger than the page gzipped whole (the blocks cannot refer to the page around them).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { placedMarkers, type PlacedMarker } from './kept-markers';

/** Level 1, as pages gzipped whole (send-whole.ts); a sync flush leaves each part open to the next. */
const BLOCK = { level: 1, finishFlush: constants.Z_SYNC_FLUSH };
/**
 * The text between blocks is a few KB: an 8 KB window finds its matches as well, and its
 * compressor asks for 96 KB instead of 256 KB. Each view makes one or two; memory asked for and
 * given back on every view showed as system time and collector work beside the main thread.
 */
const BETWEEN = { ...BLOCK, windowBits: 13, memLevel: 7 };

/** The gzip header zlib writes (no name, no time, Unix): 10 bytes. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final, empty block with fixed codes: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Every sync zlib call makes a compressor of its own: about 30 µs on the main thread whatever its
 * input, and as much again in memory work beside it, the cost of compressing some 12 KB. A block
 * that splits the text around it in two therefore pays only from that size. A smaller one pays
 * when the text after it is short enough to be stored (the page's end after the light script),
 * from this size: below it the block stays in the text around it.
 */
const SPLICED_BLOCK_MIN = 2048;
const SPLICED_ALONE_MIN = 12 * 1024;

/**
 * Text between blocks shorter than this (the end of a page after its script, a wrapper's tags) is
 * stored as it is: a compressor costs far more than the few hundred bytes it would save.
 */
const STORED_MAX = 512;

interface CompressedBlock {
  deflated: Buffer;
  crc: number;
  bytes: number;
  /** x^(8·bytes) mod the CRC polynomial: what moves a CRC past this block (crcCombine). */
  shift: number;
}

/**
 * By the block's text: the markup cache hands out the same string object for a block each time, so
 * a lookup hashes it once and then compares by identity. Bounded like the markup cache (its
 * blocks, compressed to about a quarter).
 */
const compressedBlocks = new LRUCache<string, CompressedBlock>({
  max: 512,
  maxSize: 4_000_000,
  sizeCalculation: (block) => Math.max(1, block.deflated.length),
});

function compressedBlock(text: string): CompressedBlock {
  let block = compressedBlocks.get(text);
  if (!block) {
    const bytes = Buffer.from(text, 'utf8');
    block = {
      deflated: deflateRawSync(bytes, BLOCK),
      crc: crc32(bytes),
      bytes: bytes.length,
      shift: crcShift(bytes.length),
    };
    compressedBlocks.set(text, block);
  }
  return block;
}

/**
 * The page's blocks worth splicing (by their markers, in page order), chosen from the last: a
 * block not chosen stays in the text around it (see SPLICED_ALONE_MIN).
 */
function markersToSplice(
  page: string,
  blocks: readonly string[],
  markers: readonly PlacedMarker[],
): Set<PlacedMarker> {
  const chosen = new Set<PlacedMarker>();
  let textAfter = page.length - (markers[markers.length - 1]?.end ?? 0);
  for (let index = markers.length - 1; index >= 0; index -= 1) {
    const marker = markers[index] as PlacedMarker;
    const length = (blocks[marker.block] as string).length;
    if (length >= SPLICED_BLOCK_MIN && (length >= SPLICED_ALONE_MIN || textAfter < STORED_MAX)) {
      chosen.add(marker);
      textAfter = 0;
    } else textAfter += length;
    textAfter += marker.at - (markers[index - 1]?.end ?? 0);
  }
  return chosen;
}

/**
 * The page gzipped, its blocks (its kept texts, placed by their markers: kept-markers.ts) spliced
 * in compressed; null when none is worth it (the page is then gzipped whole). `scratch` is where
 * the text between blocks is written as UTF-8 before it is compressed: three bytes per character
 * of the whole page.
 */
export function splicedGzip(page: string, blocks: readonly string[], scratch: Buffer): Buffer | null {
  const markers = placedMarkers(page, blocks.length);
  const spliced = markersToSplice(page, blocks, markers);
  if (spliced.size === 0) return null;
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let total = 0;
  /** The text since the last spliced block, written into `scratch` piece by piece. */
  let written = 0;
  const addText = (text: string) => {
    if (text.length > 0) written += scratch.write(text, written);
  };
  const endText = () => {
    if (written === 0) return;
    const bytes = scratch.subarray(0, written);
    crc = crc32(bytes, crc);
    total += written;
    parts.push(written < STORED_MAX ? storedBlock(bytes) : deflateRawSync(bytes, BETWEEN));
    written = 0;
  };
  let from = 0;
  for (const marker of markers) {
    addText(page.slice(from, marker.at));
    from = marker.end;
    const text = blocks[marker.block] as string;
    if (!spliced.has(marker)) {
      addText(text);
      continue;
    }
    endText();
    const block = compressedBlock(text);
    crc = crcCombine(crc, block);
    total += block.bytes;
    parts.push(block.deflated);
  }
  addText(page.slice(from));
  endText();
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  // The length modulo 2^32, as gzip defines it.
  trailer.writeUInt32LE(total % 2 ** 32, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * `bytes` as a stored (uncompressed) deflate block. The part before ended on a byte boundary, so
 * the block's three header bits (not final, stored) and their padding are one zero byte; then the
 * length and its complement, then the bytes. Ends on a byte boundary too.
 */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/* CRC-32 combination, after zlib's crc32.c (multmodp, x2nmodp; zlib 1.2.12 and later). */

/** The reflected CRC-32 polynomial. */
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the polynomial, in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let m = 1 << 31;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS = new Uint32Array(32);
{
  let power = 1 << 30; // x^1
  POWERS[0] = power;
  for (let k = 1; k < 32; k++) POWERS[k] = power = multiplyModP(power, power);
}

/** x^(8·bytes) modulo the polynomial. */
function crcShift(bytes: number): number {
  let power = 1 << 31; // x^0
  let n = bytes;
  let k = 3; // 8 = 2^3 bits per byte
  while (n > 0) {
    if (n % 2 === 1) power = multiplyModP(POWERS[k % 32] ?? 0, power);
    n = Math.floor(n / 2);
    k += 1;
  }
  return power >>> 0;
}

/** The CRC of A followed by B, from A's CRC and B's CRC and shift. */
function crcCombine(crcA: number, block: Pick<CompressedBlock, 'crc' | 'shift'>): number {
  return (multiplyModP(block.shift, crcA) ^ block.crc) >>> 0;
}
