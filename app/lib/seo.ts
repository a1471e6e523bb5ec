import type { MetaDescriptor } from '@remix-run/node';

export function rootOrigin(matches: ReadonlyArray<{ id: string; data: unknown }>): string {
  const data = matches.find((match) => match.id === 'root')?.data;
  return typeof data === 'object' && data !== null && 'origin' in data && typeof data.origin === 'string'
    ? data.origin
    : '';
}

const SITE_NAME = 'Kodea';
const DEFAULT_IMAGE = '/images/og-kodea.png';

export interface PublicMetaInput {
  title: string;
  description: string;
  path: string;
  origin: string;
  image?: string | null;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export function publicMeta({ title, description, path, origin, image }: PublicMetaInput): MetaDescriptor[] {
  const url = absolute(origin, path);
  const picture = absolute(origin, image || DEFAULT_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'es_PE' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: picture },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
