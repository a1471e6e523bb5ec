/** Content service entries (spec §3 "Course", "Product / module", "Group", "FAQ item"). */
import { z } from 'zod';

const AssetSchema = z.object({ url: z.string(), title: z.string().optional() });

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

export const CourseEntrySchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({
    name: z.string(),
    slug: z.string(),
    initialDate: z.string().nullish(),
    endDate: z.string().nullish(),
    shortDescription: z.string().nullish(),
    shortDescriptionForGrid: z.string().nullish(),
    h1Tag: z.string().nullish(),
    backgroundimage: AssetSchema.nullish(),
    mainImage: AssetSchema.nullish(),
    ageRange: z.object({ fields: z.object({ name: AgeRangeNameSchema }) }),
    products: z.array(ModuleEntrySchema).default([]),
    groups: z.array(GroupEntrySchema).default([]),
  }),
});
export type CourseEntry = z.infer<typeof CourseEntrySchema>;

export const FaqEntrySchema = z.object({
  sys: z.object({ id: z.string() }),
  fields: z.object({ question: z.string(), answer: z.string() }),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export function entryListSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number(), items: z.array(item) });
}
