/**
 * The organization (B2B) dashboard's answers. The spec names the route
 * (/dashboardb2b/organization/{id}) but no endpoint: GET /api/organizations/{id}/ (decision 020),
 * one page of the roster GET /api/organizations/{id}/students/?page&page_size&course&status&search
 * and the figures GET /api/organizations/{id}/summary/.
 */
import { z } from 'zod';
import { CourseStatusSchema, GroupSlotSchema, OptionalCertificateLinkSchema } from './parents';

export const OrganizationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  city: z.string().nullable(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationAnswerSchema = z.object({ data: OrganizationSchema });

/** One student in one course, enrolled through the organization. */
export const OrganizationEnrolmentSchema = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  course: z.object({ id: z.number().int(), name: z.string() }),
  group: z
    .object({
      name: z.string(),
      start_date: z.string().nullable(),
      /** Weekly slots, Lima wall-clock hours, as the parents' zone gets them. */
      frequency: z.array(GroupSlotSchema),
    })
    .nullable(),
  teacher: z.object({ full_name: z.string() }).nullable(),
  status: CourseStatusSchema,
  /** 'abandoned' shows 'No completado' whatever the status (spec §4). */
  state: z.string().nullable(),
  /** Percent 0–100. */
  progress: z.number().min(0).max(100),
  certificate: OptionalCertificateLinkSchema,
});
export type OrganizationEnrolment = z.infer<typeof OrganizationEnrolmentSchema>;

/** The largest page the upstream serves (the CSV export reads the roster in pages this big). */
export const MAX_ROSTER_PAGE_SIZE = 500;

/**
 * The roster's query parameters as we send them; the upstream validates them again
 * and answers 400 for anything out of range. `status` is a status key: 'abandoned' means the
 * enrolment's state, any other key its status with a state that is not 'abandoned' (spec §4).
 */
export const RosterQuerySchema = z.strictObject({
  page: z.number().int().positive(),
  page_size: z.number().int().min(1).max(MAX_ROSTER_PAGE_SIZE),
  course: z.number().int().positive().optional(),
  status: z
    .enum(['has_not_started', 'in_progress', 'has_ended', 'blocked', 'remaining', 'abandoned'])
    .optional(),
  /** Words of a student's name, any case or accents, every one somewhere in the name. */
  search: z.string().trim().min(1).max(80).optional(),
});
export type RosterQuery = z.infer<typeof RosterQuerySchema>;

/** One page of the roster in id order; a page past the end is the last page (`meta.page`). */
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

/** The figures over the whole roster and the courses it can be filtered by, computed upstream. */
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
