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
  /** The purchase number that created it, when it came from a purchase. */
  purchase: z.string().nullish(),
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const EnrollmentListSchema = z.object({ data: z.array(EnrollmentSchema) });

export const CertificateSchema = z.object({ id: z.number().int(), title: z.string(), file: z.string() });
export const CertificateListSchema = z.object({ data: z.array(CertificateSchema) });
