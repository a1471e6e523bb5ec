/** A markup cache (app/lib/markup-once.server.ts) that names the keys it renders, on a miss only. */
import { createElement } from 'react';
import type { RenderOnce } from '~/lib/markup-once';
import { createMarkupCache } from '~/lib/markup-once.server';

/** `rendered` lists each key the cache had to render: a key kept is not listed again. */
export function countingMarkupCache() {
  const cache = createMarkupCache();
  const rendered: string[] = [];
  const renderOnce: RenderOnce = (key, element) =>
    cache(
      key,
      createElement(function Counted() {
        rendered.push(key);
        return element;
      }),
    );
  return { renderOnce, rendered };
}
