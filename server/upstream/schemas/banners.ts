/**
 * Student dashboard banners (spec §3 "Banner": url, cover, cover_mobile; §7 GET /api/banners/dashboard/,
 * answer not shown). `title` is ours, optional: the image's text alternative (decision 020).
 */
import { z } from 'zod';
import { SafeUrlSchema, withoutUnsafeItems } from './safe-url';

export const BannerSchema = z.object({
  url: SafeUrlSchema,
  cover: SafeUrlSchema,
  cover_mobile: SafeUrlSchema,
  title: z.string().nullish(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A banner with an unsafe link or cover is left out; the others still show (decision 023). */
export const BannerListSchema = z.object({ data: withoutUnsafeItems(BannerSchema, 'dashboard banner') });
