/**
 * The quality bars of a public page's server-rendered HTML (issue 9): one h1, a title, a meta
 * description, a canonical URL without the query, Open Graph tags naming the same URL, and an alt
 * attribute on every image. Read from the markup itself: a browser adds nothing to any of them.
 */
const tagsNamed = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The `content` of the meta tag whose `key` attribute (name or property) is `value`. */
export function metaContent(html: string, key: 'name' | 'property', value: string): string | undefined {
  const tag = tagsNamed(html, 'meta').find((meta) => attribute(meta, key) === value);
  return tag ? attribute(tag, 'content') : undefined;
}

export const canonicalHref = (html: string) =>
  attribute(tagsNamed(html, 'link').find((link) => attribute(link, 'rel') === 'canonical') ?? '', 'href');

export const h1Count = (html: string) => tagsNamed(html, 'h1').length;

export const titleText = (html: string) => /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';

export const images = (html: string) => tagsNamed(html, 'img');

export const imagesWithoutAlt = (html: string) =>
  images(html).filter((img) => attribute(img, 'alt') === undefined);

export const OPEN_GRAPH = ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale'];
