/**
 * Student dashboard banners (spec §3 "Banner": url, cover, cover_mobile; §7 GET /api/banners/dashboard/,
 * answer not shown). `title` is ours, optional: the image's text alternative (decision 020).
 */
import { z } from 'zod';
import { SafeUrlSchema } from './safe-url';

export const BannerSchema = z.object({
  url: SafeUrlSchema,
  cover: SafeUrlSchema,
  cover_mobile: SafeUrlSchema,
  title: z.string().nullish(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannerListSchema = z.object({ data: z.array(BannerSchema) });
