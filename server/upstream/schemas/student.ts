import { z } from 'zod';
import { OptionalVerificationCodeSchema } from './certificates';
import { optionalSafeUrl, SafeUrlSchema, withoutUnsafeItems } from './safe-url';

export const EnrollmentSchema = z.object({
  id: z.number().int(),
  course_id: z.string(),
  group_id: z.string().nullish(),
  group_name: z.string().nullish(),
  initial_date: z.string().nullish(),
  status: z.string(),
  progress: z.number(),
  /** Lima wall-clock hours (the enrollment body's `schedules`). */
  schedules: z.array(z.object({ day: z.string(), hour: z.string() })).nullish(),
  /** Shown only while a class is live (decision 020). */
  zoom_url: optionalSafeUrl('zoom_url'),
  purchase: z.string().nullish(),
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const EnrollmentListSchema = z.object({ data: z.array(EnrollmentSchema) });

export const CertificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file: SafeUrlSchema,
  /** Printed on the PDF with its QR code to /certificados/{code} (decision 087). */
  verification_code: OptionalVerificationCodeSchema,
});
export type Certificate = z.infer<typeof CertificateSchema>;
/** A certificate whose file is not a safe link is left out. */
export const CertificateListSchema = z.object({
  data: withoutUnsafeItems(CertificateSchema, 'certificate file'),
});
