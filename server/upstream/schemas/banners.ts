/** Student dashboard banners; `title` is ours, optional: the image's text alternative. */
import { z } from 'zod';
import { SafeUrlSchema, withoutUnsafeItems } from './safe-url';

export const BannerSchema = z.object({
  url: SafeUrlSchema,
  cover: SafeUrlSchema,
  cover_mobile: SafeUrlSchema,
  title: z.string().nullish(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A banner with an unsafe link or cover is left out; the others still show. */
export const BannerListSchema = z.object({ data: withoutUnsafeItems(BannerSchema, 'dashboard banner') });
