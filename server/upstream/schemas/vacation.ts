/** Vacation campaign answer (spec §3); /enrollment's payment cards derive from the program's groups. */
import { z } from 'zod';
import { AgeRangeNameSchema } from './content';

export const VacationGroupSchema = z.object({
  id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  frequency: z.array(z.object({ day_name: z.string(), time_start: z.string(), time_end: z.string() })),
  groups_to_buy: z.array(z.object({ course: z.string(), group: z.string() })),
  /** Content: the group's payment-card dates line; absent: the spec's fixed text (decision 013). */
  schedule_text: z.string().nullish(),
});
export type VacationGroup = z.infer<typeof VacationGroupSchema>;

export const VacationProgramSchema = z.object({
  id: z.string(),
  age_range: AgeRangeNameSchema,
  name: z.string(),
  has_discount: z.boolean(),
  discount_percentage: z.number(),
  amount_pen: z.number(),
  amount_usd: z.number(),
  amount_after_discount_pen: z.number(),
  amount_after_discount_usd: z.number(),
  /** The promotion price's last instant (issue 75); absent or null: no end announced. */
  discount_ends_at: z.iso.datetime({ offset: true }).nullish(),
  /** Places left at the promotion price; absent or null: no stock announced. 0: sold out. */
  discount_stock: z.number().int().min(0).nullish(),
  duration: z.string(),
  courses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      modules: z.array(z.object({ name: z.string(), description: z.string(), icon: z.string() })),
    }),
  ),
  description: z.string(),
  /** Paid with the global card provider. */
  is_subscription: z.boolean().default(false),
  curriculum: z.string(),
  groups: z.array(VacationGroupSchema),
  /** Content: the 'Inicio' shown on /vacaciones; absent: the spec's fixed text. */
  start_text: z.string().nullish(),
});
export type VacationProgram = z.infer<typeof VacationProgramSchema>;

export const RequirementsSchema = z.object({
  general_program: z.array(z.string()),
  program_5_to_7: z.array(z.string()),
  program_8_plus: z.array(z.string()),
  program_12_plus: z.array(z.string()),
});
export type Requirements = z.infer<typeof RequirementsSchema>;

export const VacationCampaignSchema = z.object({
  data: z.object({
    programs: z.array(VacationProgramSchema),
    requirements: RequirementsSchema,
  }),
});
