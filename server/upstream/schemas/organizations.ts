/** The organization dashboard's answers (endpoints not in the spec: decision 020). */
import { z } from 'zod';
import { CourseStatusSchema, GroupSlotSchema, OptionalCertificateLinkSchema } from './parents';

export const OrganizationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  city: z.string().nullable(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationAnswerSchema = z.object({ data: OrganizationSchema });

export const OrganizationEnrolmentSchema = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  course: z.object({ id: z.number().int(), name: z.string() }),
  group: z
    .object({
      name: z.string(),
      start_date: z.string().nullable(),
      frequency: z.array(GroupSlotSchema),
    })
    .nullable(),
  teacher: z.object({ full_name: z.string() }).nullable(),
  status: CourseStatusSchema,
  /** 'abandoned' shows 'No completado' whatever the status (spec §4). */
  state: z.string().nullable(),
  progress: z.number().min(0).max(100),
  certificate: OptionalCertificateLinkSchema,
});
export type OrganizationEnrolment = z.infer<typeof OrganizationEnrolmentSchema>;

/** The CSV export reads the roster in pages this big. */
export const MAX_ROSTER_PAGE_SIZE = 500;

/** `status` 'abandoned' means the enrolment's state; any other key its status (spec §4). */
export const RosterQuerySchema = z.strictObject({
  page: z.number().int().positive(),
  page_size: z.number().int().min(1).max(MAX_ROSTER_PAGE_SIZE),
  course: z.number().int().positive().optional(),
  status: z
    .enum(['has_not_started', 'in_progress', 'has_ended', 'blocked', 'remaining', 'abandoned'])
    .optional(),
  /** Every word somewhere in the name, any case or accents. */
  search: z.string().trim().min(1).max(80).optional(),
});
export type RosterQuery = z.infer<typeof RosterQuerySchema>;

/** A page past the end is the last page (`meta.page`). */
export const OrganizationEnrolmentPageSchema = z.object({
  data: z.array(OrganizationEnrolmentSchema),
  meta: z.object({
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    page_count: z.number().int().positive(),
  }),
});
export type OrganizationEnrolmentPage = z.infer<typeof OrganizationEnrolmentPageSchema>;

export const OrganizationSummaryAnswerSchema = z.object({
  data: z.object({
    enrolments: z.number().int().nonnegative(),
    students: z.number().int().nonnegative(),
    active_courses: z.number().int().nonnegative(),
    average_progress: z.number().min(0).max(100),
    certificates: z.number().int().nonnegative(),
    courses: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  }),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummaryAnswerSchema>['data'];
