/**
 * Request bodies the app types as TypeScript interfaces only (the forms' own schemas check them
 * before they leave): written here as zod so the document can state them, each held to its
 * interface by `satisfies`, so a field added to the interface and not here fails the type check.
 */
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../forms/options/documents';
import { EXPERIENCES, GUARDIAN_RELATIONS, MARKETING_SOURCES } from '../../forms/options/family';
import { OPERATING_SYSTEMS } from '../../forms/options/operating-systems';
import { CLAIM_OBJECTS, CLAIM_TYPES } from '../../forms/options/complaints';
import { AgeRangeNameSchema } from '../schemas/content';
import type { ComplaintBody } from '../schemas/complaints';
import type { AddChildBody, ChildBody, ConsentBody, RegisterBody } from '../schemas/sign-up';
import type { EnrollmentBody } from '../schemas/payments';
import { ForeignSalesSchema, ReceiptBuyerSchema } from '../schemas/electronic-receipts';

const Text = z.string().min(1);
const E164 = z.string().regex(/^\+[1-9]\d{5,14}$/);

const ChildBodySchema = z.object({
  first_name: Text,
  age_range: AgeRangeNameSchema,
  experience: z.enum(EXPERIENCES),
  operating_system: z.enum(OPERATING_SYSTEMS),
}) satisfies z.ZodType<ChildBody>;

const ConsentBodySchema = z.object({
  text_version: Text.describe('The privacy policy’s version the parent accepted.'),
  accepted_at: z.iso.datetime({ offset: true }),
  account_id: z.number().int().positive().optional(),
}) satisfies z.ZodType<ConsentBody>;

export const RegisterBodySchema = z.object({
  first_name: Text,
  last_name: Text,
  email: z.email(),
  password: z.string().min(8),
  phone: E164,
  country_code: z.string().regex(/^[A-Z]{2}$/),
  city: Text,
  guardian_relation: z.enum(GUARDIAN_RELATIONS),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: Text,
  marketing_source: z.enum(MARKETING_SOURCES),
  accept_terms: z.literal(true),
  children: z.array(ChildBodySchema).min(1),
  child_data_consent: ConsentBodySchema,
}) satisfies z.ZodType<RegisterBody>;

export const AddChildBodySchema = ChildBodySchema.extend({
  child_data_consent: ConsentBodySchema.extend({ account_id: z.number().int().positive() }),
}) satisfies z.ZodType<AddChildBody>;

/** Peru's department and district: required there, null for a consumer abroad (decision 099). */
const PeruPlace = (what: string) =>
  Text.nullable().describe(`${what}, in Peru (required there); null for a consumer abroad.`);

export const ComplaintBodySchema = z.object({
  first_name: Text,
  last_name: Text,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2: `PE`, or the country of a consumer abroad.'),
  document_type: Text.describe('A document of that country, from spec §3’s list.'),
  document_number: Text,
  address: Text.describe('In Peru the street address; abroad the whole address (street, city, region).'),
  department: PeruPlace('The department'),
  district: PeruPlace('The district'),
  phone: Text,
  email: z.email(),
  is_minor: z.boolean(),
  guardian: z.object({ name: Text, document_type: Text, document_number: Text }).nullable(),
  claim_object: z.enum(CLAIM_OBJECTS),
  amount: z.number().nonnegative(),
  good_name: z.string().min(1).max(160).nullable(),
  good_description: Text,
  claim_type: z.enum(CLAIM_TYPES),
  detail: Text,
  request: Text,
}) satisfies z.ZodType<ComplaintBody>;

/** POST /api/purchases/ (spec §7 plus ours: program, schedule and the receipt's buyer). */
export const CreatePurchaseBodySchema = z.object({
  MERCHANT_ID: z.string().regex(/^\d+$/),
  amount: z.number().positive(),
  currency: z.enum(['PEN', 'USD']),
  description: Text,
  program_id: Text,
  group_id: Text,
  receipt_buyer: ReceiptBuyerSchema.nullable(),
  foreign_sales: ForeignSalesSchema.optional(),
});

export const UpdatePurchaseBodySchema = z.object({
  amount: z.number().positive(),
  currency: z.enum(['PEN', 'USD']),
  transaction_id: Text,
});

/** Re-stated from the app's EnrollmentBodySchema, whose type it must keep. */
export const EnrollmentBodyDocSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  module_id: z.string().optional(),
  module_name: z.string().optional(),
  group_id: z.string().optional(),
  group_name: z.string().optional(),
  initial_date: z.string().nullable(),
  schedules: z.array(z.object({ day: z.string(), hour: z.string() })).optional(),
  timezone_name: z.string(),
  purchase: z.string(),
  student_id: z.number().int().optional(),
}) satisfies z.ZodType<EnrollmentBody>;

export const ProviderTokenBodySchema = z.object({ MERCHANT_ID: z.string().regex(/^\d+$/) });

export const ProviderSessionBodySchema = z.object({
  MERCHANT_ID: z.string().regex(/^\d+$/),
  amount: z.number().positive(),
  token: Text,
});

export const AuthorizationBodySchema = z.object({
  MERCHANT_ID: z.string().regex(/^\d+$/),
  amount: z.number().positive(),
  purchase_number: Text,
  transaction_token: Text,
  token: Text,
});

export const CustomerBodySchema = z.object({ email: z.email(), name: Text });

export const SubscriptionBodySchema = z.object({
  customer_id: Text,
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: Text,
  program_id: Text,
  student_id: z.number().int().positive().optional(),
});

export const PasswordResetBodySchema = z.object({ email: z.email(), reset_url: z.url() });
export const ResetTokenBodySchema = z.object({ token: Text });
export const ResetConfirmBodySchema = z.object({ token: Text, password: z.string().min(8) });
export const LoginBodySchema = z.object({ email: Text, password: Text });
