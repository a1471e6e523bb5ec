/**
 * The server's side of MarkupOnce (markup-once.tsx, docs/decisions/050): the key a view's blocks
 * are kept under, and the renderer that keeps the HTML of a content block by key, rendered the
 * first time and then reused. A key names one version of its content, so an entry is never
 * stale, only unused once the content changes; the LRU bounds them (a few home versions per
 * country at once, some 30 KB each, and the roster tables coordinators are looking at, some 7 KB
 * each: docs/decisions/059).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import type { RenderOnce } from './markup-once';

const MAX_BLOCKS = 64;

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

export function createMarkupCache(max = MAX_BLOCKS): RenderOnce {
  const blocks = new LRUCache<string, string>({ max });
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
