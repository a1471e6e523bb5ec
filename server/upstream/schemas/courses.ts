import { z } from 'zod';

export const ApiCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  number_of_sessions: z.number().int(),
  /** Months. */
  duration: z.number(),
  /** Ours: set for a course sold in weeks (a minicourse: 4 sessions over 2 weeks). */
  duration_weeks: z.number().int().positive().nullish(),
  students_per_class: z.number().int(),
  session_minutes: z.number().int(),
  price_pen: z.number(),
  price_usd: z.number(),
  tools: z.array(z.string()).default([]),
  is_active: z.boolean(),
});
export type ApiCourse = z.infer<typeof ApiCourseSchema>;
