/** Content blocks written once per version of their content on light pages (decision 050). */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LightPageContext, SiteLink } from '~/components/layout/site-link';
import {
  KeptScript,
  KeptTextContext,
  MarkupOnce,
  MarkupOnceContext,
  type RenderOnce,
} from '~/lib/markup-once';
import { createMarkupCache, markupKeyOf, pageRenderer, pageTextKeeper } from '~/lib/markup-once.server';
import { keptMarker, wholePage } from '@server/http/kept-markers';

/** A block that counts its renders and shows its text next to a link, as the home's blocks do. */
function counted() {
  const renders = { count: 0 };
  function Block({ text }: { text: string }) {
    renders.count += 1;
    return createElement(
      'section',
      null,
      createElement('h2', null, text),
      createElement(SiteLink, { to: '/cursos', children: 'Ver cursos' }),
    );
  }
  return { renders, Block };
}

function page(options: {
  renderOnce: RenderOnce | null;
  light: boolean;
  markupKey: string;
  children: ReactNode;
}) {
  return renderToString(
    createElement(
      MarkupOnceContext.Provider,
      { value: options.renderOnce },
      createElement(
        LightPageContext.Provider,
        { value: options.light },
        createElement(MarkupOnce, { markupKey: options.markupKey, children: options.children }),
      ),
    ),
  );
}

/** As MarkupOnce hands a block to the renderer: inside a light page. */
const lightBlock = (Block: (props: { text: string }) => ReactNode, text: string) =>
  createElement(LightPageContext.Provider, { value: true }, createElement(Block, { text }));

describe('createMarkupCache', () => {
  it('renders a key once and hands the same HTML after; another key is rendered apart', () => {
    const renderOnce = createMarkupCache();
    const { renders, Block } = counted();
    const first = renderOnce('v1 a', lightBlock(Block, 'Uno'));
    expect(renderOnce('v1 a', lightBlock(Block, 'Uno'))).toBe(first);
    expect(renders.count).toBe(1);
    expect(renderOnce('v2 a', lightBlock(Block, 'Dos'))).toContain('Dos');
    expect(renders.count).toBe(2);
  });

  it('keeps the text React wrote, character for character, whatever it holds (decision 058)', () => {
    const renderOnce = createMarkupCache();
    const { Block } = counted();
    const text = 'Diapositiva ‹ anterior › · © 2022–2026 · niñas y niños 👩‍💻 “Kodea”';
    const direct = renderToString(lightBlock(Block, text));
    expect(renderOnce('v1 texto', lightBlock(Block, text))).toBe(direct);
    expect(renderOnce('v1 texto', lightBlock(Block, text))).toContain(text);
  });

  it('keeps at most its bound of blocks: the least used one is rendered again', () => {
    const renderOnce = createMarkupCache(2);
    const { renders, Block } = counted();
    for (const key of ['a', 'b', 'c']) renderOnce(key, lightBlock(Block, key));
    renderOnce('a', lightBlock(Block, 'a'));
    expect(renders.count).toBe(4);
    renderOnce('c', lightBlock(Block, 'c'));
    expect(renders.count).toBe(4);
  });
});

describe('markupKeyOf', () => {
  it('gives an object the same key every time, and another object another key', () => {
    const view = { slides: [] };
    expect(markupKeyOf(view)).toBe(markupKeyOf(view));
    expect(markupKeyOf({ slides: [] })).not.toBe(markupKeyOf(view));
  });
});

describe('MarkupOnce', () => {
  it('on a light page, writes the kept HTML inside its div: the same markup React would write', () => {
    const renderOnce = createMarkupCache();
    const { renders, Block } = counted();
    const kept = page({
      renderOnce,
      light: true,
      markupKey: 'v1',
      children: createElement(Block, { text: 'Programas' }),
    });
    const again = page({
      renderOnce,
      light: true,
      markupKey: 'v1',
      children: createElement(Block, { text: 'Programas' }),
    });
    const plain = page({
      renderOnce: null,
      light: true,
      markupKey: 'v1',
      children: createElement(Block, { text: 'Programas' }),
    });
    expect(again).toBe(kept);
    expect(renders.count).toBe(2);
    // Links inside the block are the light page's plain anchors, as in the page's own tree.
    expect(kept).toBe(
      '<div><section><h2>Programas</h2><a data-discover="true" href="/cursos">Ver cursos</a></section></div>',
    );
    expect(kept).toBe(plain);
  });

  it('can be a column of the page’s layout: its div carries the class, kept or not', () => {
    const block = (renderOnce: RenderOnce | null) =>
      renderToString(
        createElement(
          MarkupOnceContext.Provider,
          { value: renderOnce },
          createElement(
            LightPageContext.Provider,
            { value: true },
            createElement(MarkupOnce, {
              markupKey: 'v1 main',
              className: 'parents-dashboard__main',
              children: createElement('p', null, 'Rutas'),
            }),
          ),
        ),
      );
    expect(block(createMarkupCache())).toBe('<div class="parents-dashboard__main"><p>Rutas</p></div>');
    expect(block(null)).toBe(block(createMarkupCache()));
  });

  it('keeps blocks up to a number of characters, whatever their count', () => {
    const renderOnce = createMarkupCache(100, 200);
    const { renders, Block } = counted();
    const size = renderOnce('a', lightBlock(Block, 'a'.repeat(50))).length;
    expect(size).toBeGreaterThan(100);
    expect(size).toBeLessThanOrEqual(200);
    renderOnce('b', lightBlock(Block, 'b'.repeat(50)));
    // Both blocks do not fit in 200 characters: the least used one, the first, was dropped.
    renderOnce('b', lightBlock(Block, 'b'.repeat(50)));
    expect(renders.count).toBe(2);
    renderOnce('a', lightBlock(Block, 'a'.repeat(50)));
    expect(renders.count).toBe(3);
  });

  it('renders its children as usual where nothing is kept: a page that hydrates, or the browser', () => {
    let asked = 0;
    const renderOnce: RenderOnce = () => {
      asked += 1;
      return '<p>kept</p>';
    };
    const hydrated = page({
      renderOnce,
      light: false,
      markupKey: 'v1',
      children: createElement('p', null, 'Hoy'),
    });
    expect(hydrated).toBe('<div><p>Hoy</p></div>');
    expect(asked).toBe(0);
    const { Block } = counted();
    const browser = page({
      renderOnce: null,
      light: true,
      markupKey: 'v1',
      children: createElement(Block, { text: 'Hoy' }),
    });
    expect(browser).toContain('Hoy');
    expect(browser).not.toContain('kept');
  });

  it('notes the blocks a page holds and its kept script, each written as its marker (decisions 064, 065)', () => {
    const { Block } = counted();
    const keep = createMarkupCache();
    const noted: string[] = [];
    const html = renderToString(
      createElement(
        MarkupOnceContext.Provider,
        { value: pageRenderer(noted, keep) },
        createElement(
          KeptTextContext.Provider,
          { value: pageTextKeeper(noted) },
          createElement(
            LightPageContext.Provider,
            { value: true },
            createElement(MarkupOnce, { markupKey: 'v1 a', children: createElement(Block, { text: 'Uno' }) }),
            createElement('p', null, 'entre'),
            createElement(MarkupOnce, { markupKey: 'v1 b', children: createElement(Block, { text: 'Dos' }) }),
            createElement(KeptScript, { nonce: 'n0', text: 'console.log(1)' }),
          ),
        ),
      ),
    );
    expect(noted).toEqual([
      keep('v1 a', lightBlock(Block, 'Uno')),
      keep('v1 b', lightBlock(Block, 'Dos')),
      'console.log(1)',
    ]);
    // The page holds each block's marker where the block goes, and none of the blocks' text.
    expect(html).toBe(
      `<div>${keptMarker(0)}</div><p>entre</p><div>${keptMarker(1)}</div>` +
        `<script nonce="n0">${keptMarker(2)}</script>`,
    );
    expect(wholePage(html, noted)).toBe(
      `<div>${noted[0]}</div><p>entre</p><div>${noted[1]}</div><script nonce="n0">console.log(1)</script>`,
    );
  });
});
