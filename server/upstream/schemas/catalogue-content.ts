/** Content entries for learning paths (/rutas/{slug}) and course packs, linking courses Contentful's way. */
import { z } from 'zod';
import { orNullIfUnsafe, SafeUrlSchema } from './safe-url';
import { AgeRangeNameSchema, MediaPdfPathSchema, PageSysSchema } from './content';

const AssetSchema = z.object({ url: SafeUrlSchema, title: z.string().optional() });

const CourseLinkSchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({ name: z.string(), slug: z.string() }),
});

const PaymentLinksSchema = z.object({ PEN: SafeUrlSchema, USD: SafeUrlSchema });

export const LearningPathEntrySchema = z.object({
  sys: PageSysSchema,
  fields: z.object({
    name: z.string(),
    slug: z.string(),
    /** Spec §9 knows levels 1 to 4. */
    level: z.number().int().min(1).max(4),
    description: z.string().nullish(),
    ageRange: z.object({ fields: z.object({ name: AgeRangeNameSchema }) }),
    durationMonths: z.number().positive(),
    frequencyPerWeek: z.number().int().positive(),
    courses: z.array(CourseLinkSchema).min(1),
    curriculum: orNullIfUnsafe(AssetSchema, 'path curriculum'),
    thumbnail: orNullIfUnsafe(AssetSchema, 'path thumbnail'),
    paymentLinks: z.object({ firstCourse: PaymentLinksSchema, fullPath: PaymentLinksSchema }),
    /** The whole path's price (spec §9 'full path'); its first course's is that course's own. */
    pricePen: z.number().nonnegative(),
    priceUsd: z.number().nonnegative(),
  }),
});
export type LearningPathEntry = z.infer<typeof LearningPathEntrySchema>;

export const CoursePackEntrySchema = z.object({
  sys: PageSysSchema,
  fields: z.object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    ageRange: z.object({ fields: z.object({ name: AgeRangeNameSchema }) }),
    courses: z.array(CourseLinkSchema).length(2),
    image: orNullIfUnsafe(AssetSchema, 'pack image'),
    pricePen: z.number().nonnegative(),
    priceUsd: z.number().nonnegative(),
    /** Ours: the pack's syllabus in media storage; none without it. */
    silabo: MediaPdfPathSchema.nullish(),
  }),
});
export type CoursePackEntry = z.infer<typeof CoursePackEntrySchema>;
