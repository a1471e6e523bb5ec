/** The parents' zone answers (spec §3, §7; the children endpoint: docs/decisions/015). */
import { z } from 'zod';
import { OptionalVerificationCodeSchema } from './certificates';
import { OPERATING_SYSTEMS } from '../../forms/options/operating-systems';
import { AgeRangeNameSchema } from './content';
import {
  isSafeUrl,
  optionalSafeUrl,
  orNullIfUnsafe,
  SafeUrlSchema,
  UNSAFE_URL,
  withoutUnsafeItems,
} from './safe-url';
import { ownOrigins } from './own-origins';

export const CourseStatusSchema = z.enum([
  'has_not_started',
  'in_progress',
  'has_ended',
  'blocked',
  'remaining',
]);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

export const GroupSlotSchema = z.object({
  day_name: z.string(),
  /** 'HH:mm', America/Lima */
  time_start: z.string(),
  time_end: z.string(),
});
export type GroupSlot = z.infer<typeof GroupSlotSchema>;

export const EnrolmentGroupSchema = z.object({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  frequency: z.array(GroupSlotSchema),
  frequency_numeric: z.number().int().nonnegative(),
});
export type EnrolmentGroup = z.infer<typeof EnrolmentGroupSchema>;

export const EnrolmentCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absent: 'Pagar en línea' is not offered, only the chat. */
  slug: z.string().min(1).optional(),
  description: z.string().nullable(),
  /** 1-based; null for individual courses. */
  order_in_learning_path: z.number().int().nullable(),
  /** Months. */
  duration: z.number().nonnegative(),
  number_of_sessions: z.number().int().nonnegative(),
  thumbnail: optionalSafeUrl('course thumbnail'),
  project_summary: z.string().nullable(),
  instructive: optionalSafeUrl('instructive'),
  curriculum: optionalSafeUrl('curriculum'),
  /** Ours: the course's own price (its catalogue record's), quoted by 'Comprar curso'; absent: asked for. */
  price_pen: z.number().nonnegative().optional(),
  price_usd: z.number().nonnegative().optional(),
});
export type EnrolmentCourse = z.infer<typeof EnrolmentCourseSchema>;

export const CertificateLinkSchema = z.object({
  title: z.string(),
  file: SafeUrlSchema,
  /** Printed on the PDF with its QR code to /certificados/{code} (decision 087). */
  verification_code: OptionalVerificationCodeSchema,
});
export type CertificateLink = z.infer<typeof CertificateLinkSchema>;
export const OptionalCertificateLinkSchema = orNullIfUnsafe(CertificateLinkSchema, 'certificate file');

export const VacationProgramRefSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  age_range: AgeRangeNameSchema,
  duration_weeks: z.number().int().positive(),
  number_of_sessions: z.number().int().nonnegative(),
});

export const CourseEnrolmentSchema = z.object({
  id: z.number().int(),
  status: CourseStatusSchema,
  /** 'abandoned' shows 'No completado'; anything else is informative only. */
  state: z.string().nullable(),
  progress: z.number().min(0).max(100),
  zoom_url: optionalSafeUrl('zoom_url'),
  virtual_room_url: optionalSafeUrl('virtual_room_url'),
  teacher: z.object({ full_name: z.string() }).nullable(),
  /** Null means not purchased. */
  invoice: z.number().int().nullable(),
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  course: EnrolmentCourseSchema,
  group: EnrolmentGroupSchema.nullable(),
  certificate: OptionalCertificateLinkSchema,
  /**
   * Ours: the vacation program this enrolment was bought as (its course is one of the program's),
   * with the program's own length and sessions; absent or null for anything else (issue 76).
   */
  vacation_program: VacationProgramRefSchema.nullable().optional(),
});
export type CourseEnrolment = z.infer<typeof CourseEnrolmentSchema>;

export const PathDetailsSchema = z.object({
  id: z.number().int(),
  main_color: z.string(),
  secondary_color: z.string(),
  level: z.number().int(),
  /** Months. */
  duration: z.number().nonnegative(),
  /** Classes per week. */
  frequency: z.number().int().nonnegative(),
  curriculum: optionalSafeUrl('path curriculum'),
  /** Ours: the whole path's price, quoted by 'Comprar ruta completa'; absent: asked for. */
  price_pen: z.number().nonnegative().optional(),
  price_usd: z.number().nonnegative().optional(),
});

export const NextPathSchema = z.object({ slug: z.string(), thumbnail: SafeUrlSchema, name: z.string() });

export const LearningPathSchema = z.object({
  learning_path_name: z.string(),
  /** Absent: 'Pagar en línea' is not offered, only the chat. */
  slug: z.string().min(1).optional(),
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  courses: z.array(CourseEnrolmentSchema),
  learning_path_details: z.array(PathDetailsSchema).min(1),
  learning_path_next: withoutUnsafeItems(NextPathSchema, 'next path thumbnail'),
  /** Available only when the last course has ended. */
  certificate: OptionalCertificateLinkSchema,
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

export const ParentEnrolmentsSchema = z.object({
  data: z.object({
    learning_paths: z.array(LearningPathSchema),
    courses: z.array(CourseEnrolmentSchema),
  }),
});
export type ParentEnrolments = z.infer<typeof ParentEnrolmentsSchema>['data'];

export const ChildSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  password: z.string(),
  icon_id: z.number().int(),
  /** Not in the spec: checked against a program's age range; null when unknown or not sold. */
  age_range: AgeRangeNameSchema.nullable().catch(null),
  /** Not in the spec: decides the technical requirements shown. */
  operating_system: z.enum(OPERATING_SYSTEMS).nullable().catch(null),
});
export type Child = z.infer<typeof ChildSchema>;

export const ChildListSchema = z.object({ data: z.array(ChildSchema) });

export const RecommendedCardSchema = z.object({
  id: z.number().int(),
  ageRange: z.string(),
  image: SafeUrlSchema,
  nameCourse: z.string(),
  duration: z.number().nonnegative(),
  startDate: z.string().nullable(),
  discount: z.number().min(0).max(100),
  type: z.enum(['course', 'learning_path']),
  /** Ours: the catalogue slug of the course or path recommended; absent when the API does not say. */
  slug: z.string().min(1).optional(),
});
export type RecommendedCard = z.infer<typeof RecommendedCardSchema>;
export const RecommendedListSchema = z.object({
  data: withoutUnsafeItems(RecommendedCardSchema, 'recommended card image'),
});

/** The browser is redirected there: only https or this site itself (the mock's simulated platform). */
export const StudentRedirectSchema = z.object({
  redirect_login: z
    .string()
    .refine((value) => isSafeUrl(value, { ownOrigins: ownOrigins() }) && !value.startsWith('/'), UNSAFE_URL),
});
