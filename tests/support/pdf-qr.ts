/**
 * The QR codes a PDF we generate shows, decoded, for tests. Our PDFs draw a QR as vector squares
 * (one `x y w h re` per dark module, then a fill), so the squares of one size in one content
 * stream are read back into a grid, painted into pixels and decoded with jsQR, as a phone would.
 * Not a PDF parser: just enough to check what a document we generate carries.
 */
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';

type Square = { x: number; y: number; size: number };

function contentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const found: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1], 'latin1');
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(match[1]);
    }
  }
  return found;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const RECTANGLE = new RegExp(`${NUMBER}\\s+${NUMBER}\\s+${NUMBER}\\s+${NUMBER}\\s+re\\b`, 'g');

/** Squares grouped by size: a QR's modules all share one, a page's other boxes rarely do. */
function squareGroups(content: string): Square[][] {
  const bySize = new Map<string, Square[]>();
  for (const [, x, y, w, h] of content.matchAll(RECTANGLE)) {
    if (Math.abs(Number(w) - Number(h)) > 0.001) continue;
    const key = Number(w).toFixed(3);
    const group = bySize.get(key) ?? [];
    group.push({ x: Number(x), y: Number(y), size: Number(w) });
    bySize.set(key, group);
  }
  return [...bySize.values()].filter((group) => group.length >= 21);
}

function decodeGrid(squares: Square[], flip: boolean): string | null {
  const size = squares[0].size;
  const left = Math.min(...squares.map((s) => s.x));
  const top = Math.min(...squares.map((s) => s.y));
  const cells = squares.map((s) => ({
    column: Math.round((s.x - left) / size),
    row: Math.round((s.y - top) / size),
  }));
  const modules = Math.max(...cells.map((c) => Math.max(c.column, c.row))) + 1;
  const quiet = 4;
  const scale = 6;
  const side = (modules + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { column, row } of cells) {
    const shownRow = flip ? modules - 1 - row : row;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const px = (column + quiet) * scale + dx;
        const py = (shownRow + quiet) * scale + dy;
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** Every QR code found in the PDF's content streams, as the text it encodes. */
export function pdfQrTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const squares of squareGroups(content)) {
      // pdfkit flips the page so y grows downwards; a hand-written PDF keeps y growing upwards.
      const text = decodeGrid(squares, false) ?? decodeGrid(squares, true);
      if (text !== null) texts.push(text);
    }
  }
  return texts;
}
