/**
 * A component as a light page renders it (decision 050): inside the light page's context, with the
 * markup cache `renderOnce` (kept blocks then written once per key), or without one (everything
 * written as React would). A light page never hydrates, so without a cache the markup is static.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LightPageContext } from '~/components/layout/site-link';
import { MarkupOnceContext, type RenderOnce } from '~/lib/markup-once';

export function renderLightPage(element: ReactElement, renderOnce: RenderOnce | null): string {
  const render = renderOnce ? renderToString : renderToStaticMarkup;
  return render(
    createElement(
      MarkupOnceContext.Provider,
      { value: renderOnce },
      createElement(LightPageContext.Provider, { value: true }, element),
    ),
  );
}
