/** Content entries of the home and the thank-you page; fields the spec does not name: decision 017. */
import { z } from 'zod';
import { optionalSafeUrl, SafeUrlSchema } from './safe-url';
import { AgeRangeNameSchema } from './content';

/** Width and height let the page reserve its space. */
export const ImageSchema = z.object({
  url: SafeUrlSchema,
  title: z.string().default(''),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

function entry<F extends z.ZodType>(fields: F) {
  return z.object({ sys: z.object({ id: z.string() }), fields });
}

export const AnnouncementEntrySchema = entry(
  z.object({
    text: z.string().min(1),
    linkText: z.string().nullish(),
    url: optionalSafeUrl('announcement link').optional(),
  }),
);

export const SliderItemEntrySchema = entry(
  z.object({
    title: z.string(),
    subtitle: z.string().nullish(),
    order: z.number().int().default(0),
    cover: ImageSchema,
    cover_mobile: ImageSchema,
    is_primary_button_enabled: z.boolean().default(false),
    primary_button_type: z.enum(['video', 'page']).nullish(),
    primary_button_text: z.string().nullish(),
    primary_button_background_color: HexColorSchema.nullish(),
    primary_button_text_color: HexColorSchema.nullish(),
    /** A page path, or the video's address for type 'video'. */
    primary_button_url: optionalSafeUrl('slider primary button').optional(),
    is_secondary_button_enabled: z.boolean().default(false),
    secondary_button_text: z.string().nullish(),
    /** Unless it is a chat button ('Escríbenos'). */
    secondary_button_url: optionalSafeUrl('slider secondary button').optional(),
  }),
);
export type SliderItemEntry = z.infer<typeof SliderItemEntrySchema>;

export const ProgramSchema = z.object({
  name: z.string(),
  /** Set on the pack card (two courses sold together). */
  namePack: z.string().nullish(),
  description: z.string(),
  slug: z.string(),
  thumbnail: ImageSchema,
  thumbnailMob: ImageSchema,
  tag: z.string().nullish(),
  link: z.string().regex(/^[a-z0-9-]+$/),
  silabo: z.string().regex(/^[\w/.-]+\.pdf$/),
  /** ISO 3166-1 alpha-2 codes ('Disponible para'). */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
});
export type Program = z.infer<typeof ProgramSchema>;

export const AgeRangeProgramEntrySchema = entry(
  z.object({
    name: z.string(),
    age_range: AgeRangeNameSchema,
    main_color: HexColorSchema,
    secondary_color: HexColorSchema,
    support_color: HexColorSchema,
    card_title: z.string(),
    card_subtitle: z.string(),
    thumbnail: ImageSchema,
    thumbnailCard: ImageSchema,
    /** Hex colours only: it becomes a CSS variable of the page. */
    gradient_color: z.string().regex(/^linear-gradient\(\d{1,3}deg(, ?#[0-9a-fA-F]{6}( \d{1,3}%)?){2,4}\)$/),
    description: z.string(),
    tag: z.string().nullish(),
    programs: z.array(ProgramSchema),
  }),
);
export type AgeRangeProgramEntry = z.infer<typeof AgeRangeProgramEntrySchema>;

export const BannerEntrySchema = entry(
  z.object({ title: z.string(), url: SafeUrlSchema, cover: ImageSchema, cover_mobile: ImageSchema }),
);

export const VideoEntrySchema = entry(
  z.object({
    title: z.string(),
    kind: z.enum(['featured', 'testimonial']),
    description: z.string().nullish(),
    thumbnail: ImageSchema,
    video_url: SafeUrlSchema,
    order: z.number().int().default(0),
  }),
);
export type VideoEntry = z.infer<typeof VideoEntrySchema>;

export const ValueEntrySchema = entry(
  z.object({ title: z.string(), description: z.string(), order: z.number().int().default(0) }),
);

export const AboutUsEntrySchema = entry(
  z.object({ title: z.string(), body: z.array(z.string()).min(1), image: ImageSchema }),
);

export const BlogPostEntrySchema = entry(
  z.object({
    title: z.string(),
    heroImage: ImageSchema,
    publishDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    excerpt: z.string().nullish(),
    /** No link is shown without one. */
    url: optionalSafeUrl('blog post link').optional(),
  }),
);
export type BlogPostEntry = z.infer<typeof BlogPostEntrySchema>;

const PaymentOptionSchema = z.object({
  label: z.string(),
  url_pen: SafeUrlSchema,
  url_usd: SafeUrlSchema,
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

export const ThankYouEntrySchema = entry(
  z.object({
    variant: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string(),
    description: z.string(),
    /** 'purchase' only: first course, then the full pathway. */
    payment_options: z.array(PaymentOptionSchema).default([]),
  }),
);
export type ThankYouEntry = z.infer<typeof ThankYouEntrySchema>;
