/**
 * Content markup written once per version of its content (docs/decisions/050). On a light page
 * nothing hydrates, so a block made only of content (the home's sections: slider, programmes,
 * values, posts…) is the same HTML for every view of the same answers. The server entry provides
 * a renderer that keeps that HTML by key (markup-once.server.ts); the block is then one string
 * instead of a React tree per request. In the browser (a client navigation to the page) and on
 * pages that hydrate there is no renderer, and the children render as usual, in the same `div`.
 *
 * The key must name everything the children show: the view's markup key (markupKeyOf in
 * markup-once.server.ts) and the block's name. Nothing in the block may depend on the request
 * (the visitor, the nonce, the hour): such parts stay outside it. Nor on the router: the block is
 * rendered apart from the page's tree, so no Remix `<Form>`, NavLink or link off our origin; its
 * own links are the light page's plain anchors.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { LightPageContext } from '~/components/layout/site-link';

/** The HTML of `element`, rendered once per key (server only). */
export type RenderOnce = (key: string, element: ReactElement) => string;

export const MarkupOnceContext = createContext<RenderOnce | null>(null);

/** The elements a kept block may be the content of: a column (div), the layout's nav and footer. */
type Wrapper = 'div' | 'nav' | 'footer';

export function MarkupOnce({
  markupKey,
  as: Tag = 'div',
  label,
  className,
  children,
}: {
  markupKey: string;
  /** The element around the block, rendered with the page (its attributes are not kept). */
  as?: Wrapper;
  /** The element's aria-label (a nav's name). */
  label?: string;
  /** The wrapping element's class: the block can be a column of the page's layout (decision 060). */
  className?: string;
  children: ReactNode;
}) {
  const renderOnce = useContext(MarkupOnceContext);
  const light = useContext(LightPageContext);
  if (!renderOnce || !light)
    return (
      <Tag aria-label={label} className={className}>
        {children}
      </Tag>
    );
  // Rendered apart from the page's tree: the only context its links read is that the page is light.
  const html = renderOnce(markupKey, <LightPageContext.Provider value>{children}</LightPageContext.Provider>);
  return <Tag aria-label={label} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Keeps a text the page writes as it is, the same for every view (the light page's script), and
 * says what to write in its place: the server entry provides it so that gzip compresses the text
 * once (docs/decisions/064, 065). Absent in the browser and in tests: the text is written.
 */
export const KeptTextContext = createContext<((text: string) => string) | null>(null);

/** `text` as the script's content, kept when the server entry asks. */
export function KeptScript({ nonce, text }: { nonce: string | undefined; text: string }) {
  const keep = useContext(KeptTextContext);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: keep ? keep(text) : text }} />;
}
