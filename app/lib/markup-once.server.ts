/**
 * The server's side of MarkupOnce (markup-once.tsx, docs/decisions/050): the key a view's blocks
 * are kept under, and the renderer that keeps the HTML of a content block by key, rendered the
 * first time and then reused. A key names one version of its content, so an entry is never
 * stale, only unused once the content changes; the LRU bounds them (a few home versions per
 * country at once, some 30 KB each, and the roster tables coordinators are looking at, some 7 KB
 * each: docs/decisions/059), and the tabs of the child a parent is looking at, some 15 KB each
 * (docs/decisions/060).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { keptMarker } from '@server/http/kept-markers';
import type { RenderOnce } from './markup-once';

/**
 * Enough for the families looking at the parents' zone within a minute on one worker (their view
 * is made again each minute: decision 044), beside the home's versions and the rosters being
 * looked at; the characters bound the memory whatever the blocks weigh (about 8 MB of text).
 */
const MAX_BLOCKS = 512;
const MAX_CHARS = 8_000_000;

const keys = new WeakMap<object, string>();
let issued = 0;

/**
 * The markup key of a view made once per answer (server/cache/made-from.ts): the same object
 * always gets the same key, another object another one, never reused within the process. A
 * view that is made again (new answers, another country) therefore gets new blocks.
 */
export function markupKeyOf(view: object): string {
  let key = keys.get(view);
  if (key === undefined) {
    issued += 1;
    key = `v${issued.toString(36)}`;
    keys.set(view, key);
  }
  return key;
}

/**
 * The same text as one flat string. React builds its HTML by appending chunk after chunk, and V8
 * keeps such a string as a tree of its pieces. Writing a page out flattens the page's own tree,
 * but not the trees of the kept blocks inside it, so every view of the home walked its blocks'
 * thousands of pieces again: 190 µs of the home's 2.2 ms, against 27 µs to write the same page
 * flat (decision 058). Decoding the text's bytes gives a flat string.
 */
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export function createMarkupCache(max = MAX_BLOCKS, maxChars = MAX_CHARS): RenderOnce {
  const blocks = new LRUCache<string, string>({
    max,
    maxSize: maxChars,
    sizeCalculation: (html) => Math.max(1, html.length),
  });
  return (key: string, element: ReactElement) => {
    const kept = blocks.get(key);
    if (kept !== undefined) return kept;
    const html = flat(renderToStaticMarkup(element));
    blocks.set(key, html);
    return html;
  };
}

/** The one cache of the process's pages. */
export const renderOnce: RenderOnce = createMarkupCache();

/**
 * The renderer for one page: the process's kept blocks, each block handed out noted in
 * `keptBlocks` and written in the page as its marker (server/http/kept-markers.ts): the page
 * travels with its blocks beside it, for gzip to splice them in compressed once
 * (server/http/spliced-gzip.ts, docs/decisions/064, 065).
 */
export function pageRenderer(keptBlocks: string[], keep: RenderOnce = renderOnce): RenderOnce {
  return (key, element) => noteKept(keptBlocks, keep(key, element));
}

/** The writer of the page's kept texts (the light script): noted, and written as a marker. */
export function pageTextKeeper(keptBlocks: string[]): (text: string) => string {
  return (text) => noteKept(keptBlocks, text);
}

function noteKept(keptBlocks: string[], text: string): string {
  keptBlocks.push(text);
  return keptMarker(keptBlocks.length - 1);
}
