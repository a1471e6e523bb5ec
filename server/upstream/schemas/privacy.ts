/** GET /api/parents/my-data/ (issue 55 point 6): the family's data as the API keeps it, consents and their withdrawal included. */
import { z } from 'zod';
import { DataRequestSchema } from './data-requests';

const Currency = z.enum(['PEN', 'USD']);

export const ConsentRecordSchema = z.object({
  /** The API's id of the consent, for its withdrawal. */
  id: z.string().min(1),
  text_version: z.string(),
  accepted_at: z.string(),
  account_id: z.number().int(),
  context: z.enum(['sign-up', 'add-child']),
  child_ids: z.array(z.number().int()),
  /** When the parent withdrew it (issue 75 point 3); null while it stands. */
  withdrawn_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** POST /api/parents/consents/{id}/withdrawal/: the consent as it stands after (idempotent). */
export const ConsentAnswerSchema = z.object({ data: ConsentRecordSchema });

export const FamilyDataSchema = z.object({
  parent: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country_code: z.string(),
    city: z.string().nullable(),
    guardian_relation: z.string().nullable(),
    document_type: z.string().nullable(),
    document_number: z.string().nullable(),
    marketing_source: z.string().nullable(),
  }),
  children: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      student_email: z.string(),
      age_range: z.string().nullable(),
      experience: z.string().nullable(),
      operating_system: z.string().nullable(),
    }),
  ),
  purchases: z.array(
    z.object({
      purchase_id: z.string(),
      description: z.string(),
      amount: z.number(),
      currency: Currency,
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      invoice_id: z.number().int(),
      student_id: z.number().int(),
      status: z.string(),
      currency: Currency,
      total: z.number(),
      items: z.array(z.object({ name: z.string(), amount: z.number() })),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  consents: z.array(ConsentRecordSchema),
  /** The family's rectification and deletion requests, with their status. */
  data_requests: z.array(DataRequestSchema).default([]),
});
export type FamilyData = z.infer<typeof FamilyDataSchema>;

export const FamilyDataAnswerSchema = z.object({ data: FamilyDataSchema });
