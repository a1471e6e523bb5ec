/** The student's enrollments and certificates (spec §3 "Enrollment", "Certificate"). */
import { z } from 'zod';

export const EnrollmentSchema = z.object({
  id: z.number().int(),
  course_id: z.string(),
  group_id: z.string().nullish(),
  group_name: z.string().nullish(),
  initial_date: z.string().nullish(),
  status: z.string(),
  progress: z.number(),
  /** Weekly classes, Lima wall-clock hours (the enrollment body's `schedules`, spec §3). */
  schedules: z.array(z.object({ day: z.string(), hour: z.string() })).nullish(),
  /** The class meeting link (spec §3 zoom_url); shown only while a class is live (decision 020). */
  zoom_url: z.string().nullish(),
  /** The purchase number that created it, when it came from a purchase. */
  purchase: z.string().nullish(),
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const EnrollmentListSchema = z.object({ data: z.array(EnrollmentSchema) });

export const CertificateSchema = z.object({ id: z.number().int(), title: z.string(), file: z.string() });
export const CertificateListSchema = z.object({ data: z.array(CertificateSchema) });
