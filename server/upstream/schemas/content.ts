import { z } from 'zod';
import { orNullIfUnsafe, SafeUrlSchema, withoutUnsafeItems } from './safe-url';

const AssetSchema = z.object({ url: SafeUrlSchema, title: z.string().optional() });

export const AgeRangeNameSchema = z.enum(['5_to_7', '8_to_11', '12_plus']);
export type AgeRangeName = z.infer<typeof AgeRangeNameSchema>;

export const ModuleEntrySchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({ concept: z.string() }),
});

export const GroupEntrySchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({ name: z.string(), startDate: z.string(), startHour: z.string() }),
});

/** A document's path in media storage: never a way out of it. */
export const MediaPdfPathSchema = z.string().regex(/^(?!.*\.\.)[\w/.-]+\.pdf$/);

/** `updatedAt` dates the page in the sitemap (`<lastmod>`). */
export const PageSysSchema = z.object({ id: z.string(), updatedAt: z.string().datetime().optional() });

export const CourseEntrySchema = z.object({
  sys: PageSysSchema,
  fields: z.object({
    name: z.string(),
    slug: z.string(),
    initialDate: z.string().nullish(),
    endDate: z.string().nullish(),
    shortDescription: z.string().nullish(),
    shortDescriptionForGrid: z.string().nullish(),
    h1Tag: z.string().nullish(),
    backgroundimage: orNullIfUnsafe(AssetSchema, 'course background image'),
    mainImage: orNullIfUnsafe(AssetSchema, 'course main image'),
    ageRange: z.object({ fields: z.object({ name: AgeRangeNameSchema }) }),
    products: z.array(ModuleEntrySchema).default([]),
    groups: z.array(GroupEntrySchema).default([]),
    /** Ours: the course's syllabus in media storage; none without it. */
    silabo: MediaPdfPathSchema.nullish(),
  }),
});
export type CourseEntry = z.infer<typeof CourseEntrySchema>;

export const FaqEntrySchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({ question: z.string(), answer: z.string() }),
});

/** An entry with an unsafe required link is left out of the list. */
export function entryListSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number(), items: withoutUnsafeItems(item, 'content entry') });
}
