import type { MetaFunction } from '@remix-run/node';
import { withErrorMeta } from './error-pages';
import { publicMeta, rootOrigin, type PublicMetaInput } from './seo';

/** A public page whose tags need no data of its own: the origin is the root loader's. */
export const staticPublicMeta = (page: Omit<PublicMetaInput, 'origin'>): MetaFunction =>
  withErrorMeta(({ matches }) => publicMeta({ ...page, origin: rootOrigin(matches) }));

/** A page never indexed, its title the same whether the loader failed or not. */
export const noindexTitle =
  (title: string): MetaFunction =>
  () =>
    [{ title }, { name: 'robots', content: 'noindex' }];
