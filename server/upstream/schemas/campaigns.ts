/** Campaigns (docs/decisions/036): the current list for the strip, and one campaign with its products. */
import { z } from 'zod';
import { AgeRangeNameSchema } from './content';
import { optionalSafeUrl, SafeUrlSchema, withoutUnsafeItems } from './safe-url';
import { SLUG_PATTERN } from './slug';

export const CampaignIdSchema = z.string().regex(SLUG_PATTERN).max(60);

const CampaignImageSchema = z.object({
  url: SafeUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const CampaignSummarySchema = z.object({
  id: CampaignIdSchema,
  title: z.string().min(1),
  summary: z.string().default(''),
  /** 'vacation' has its own page, /vacaciones. */
  kind: z.enum(['vacation', 'courses', 'promotion']),
  /** Both inclusive, in Lima. */
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  /** Absent: the campaign's own page, /campanas/{id}. */
  link: optionalSafeUrl('campaign link'),
  image: z.object({
    alt: z.string().default(''),
    desktop: CampaignImageSchema,
    mobile: CampaignImageSchema,
  }),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

/** An unsafe campaign is left out of the strip (logged), not the whole list. */
export const CampaignListSchema = z.object({ data: withoutUnsafeItems(CampaignSummarySchema, 'campaign') });

export const CampaignProductSchema = z.object({
  id: z.string(),
  kind: z.enum(['course', 'pack', 'path', 'program']),
  name: z.string().min(1),
  description: z.string().default(''),
  age_range: AgeRangeNameSchema.nullable(),
  link: optionalSafeUrl('campaign product link'),
});

export const CampaignDetailSchema = z.object({
  data: CampaignSummarySchema.extend({
    description: z.string().default(''),
    products: z.array(CampaignProductSchema),
  }),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>['data'];
