/** The trial-class offer (decision 036); booking is a hidden endpoint of ours (docs/decisions/003). */
import { z } from 'zod';
import { STUDENT_AGES } from '@kernel/age-ranges';
import { WEEKDAYS } from '@kernel/texts/trial-class';
import { AgeRangeNameSchema } from './content';

export const WeekdaySchema = z.enum(WEEKDAYS);

export const TrialOfferSchema = z.object({
  data: z.object({
    active: z.boolean(),
    title: z.string().min(1),
    description: z.string().default(''),
    duration_minutes: z.number().int().positive(),
    age_ranges: z.array(AgeRangeNameSchema).min(1),
    days: z.array(WeekdaySchema).min(1),
  }),
});

/** The form's one-time token doubles as the API's idempotency key. */
export const TrialBookingBodySchema = z.object({
  parent_name: z.string().min(1).max(80),
  phone: z.string().regex(/^\+\d{6,15}$/),
  phone_country: z.string().regex(/^[A-Z]{2}$/),
  age_range: AgeRangeNameSchema,
  /** Spec §3's second age list; `age_range` is the program range it falls in. */
  student_age: z.enum(STUDENT_AGES),
  preferred_days: z.array(WeekdaySchema).min(1).max(7),
  idempotency_key: z.uuid(),
});
export type TrialBookingBody = z.infer<typeof TrialBookingBodySchema>;

export const TrialBookingAnswerSchema = z.object({
  data: z.object({
    id: z.string().regex(/^[A-Z0-9-]{4,40}$/),
    status: z.enum(['requested']),
    /** How soon the team writes to the parent (WhatsApp). */
    contact_within_hours: z.number().int().positive(),
  }),
});
