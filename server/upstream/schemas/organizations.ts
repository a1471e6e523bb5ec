/**
 * The organization (B2B) dashboard's answers. The spec names the route
 * (/dashboardb2b/organization/{id}) but no endpoint: GET /api/organizations/{id}/ and
 * GET /api/organizations/{id}/students/ (docs/decisions/020-student-banners-and-organization-dashboard.md).
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

export const OrganizationEnrolmentListSchema = z.object({ data: z.array(OrganizationEnrolmentSchema) });
