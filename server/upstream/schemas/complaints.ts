/**
 * The complaints book's calls (docs/decisions/019, 099): POST /api/complaints/ files a sheet and
 * answers its capability token; GET /api/complaints/copy/ with that token as the bearer answers
 * the sheet as filed, with the provider's answer once there is one.
 */
import { z } from 'zod';
import type { ClaimObject, ClaimType } from '../../forms/options/complaints';
import { CLAIM_OBJECTS, CLAIM_TYPES } from '../../forms/options/complaints';

export interface ComplaintBody {
  first_name: string;
  last_name: string;
  /** ISO 3166-1 alpha-2: 'PE', or the country of a consumer abroad. */
  country: string;
  document_type: string;
  document_number: string;
  /** In Peru the street address; abroad the whole address (street, city, region). */
  address: string;
  /** Peru's department and Lima's district list; null for a consumer abroad. */
  department: string | null;
  district: string | null;
  phone: string;
  email: string;
  is_minor: boolean;
  guardian: { name: string; document_type: string; document_number: string } | null;
  claim_object: ClaimObject;
  amount: number;
  /** Ours (the spec shows no body): the kit or course chosen, null for another service. */
  good_name: string | null;
  good_description: string;
  claim_type: ClaimType;
  detail: string;
  request: string;
}

/**
 * The sheet's copy link: a token the API issues with the sheet (32 random bytes, base64url). It is
 * the link's only credential: unguessable, never listed, masked in our logs.
 */
export const ComplaintCopyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const ComplaintAnswerSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    /** Correlative per year. */
    number: z.number().int().positive(),
    year: z.number().int(),
    created_at: z.string(),
    copy_token: ComplaintCopyTokenSchema,
  }),
});
export type ComplaintAnswer = z.infer<typeof ComplaintAnswerSchema>['data'];

/** The body as the API kept it (sheets filed before `country` read as Peru's). */
const FiledComplaintSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  country: z.string().length(2).default('PE'),
  document_type: z.string(),
  document_number: z.string(),
  address: z.string(),
  department: z.string().nullable(),
  district: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  is_minor: z.boolean(),
  guardian: z.object({ name: z.string(), document_type: z.string(), document_number: z.string() }).nullable(),
  claim_object: z.enum(CLAIM_OBJECTS),
  amount: z.number(),
  good_name: z.string().nullish(),
  good_description: z.string(),
  claim_type: z.enum(CLAIM_TYPES),
  detail: z.string(),
  request: z.string(),
});

export const ComplaintSheetSchema = z.object({
  id: z.string().min(1),
  number: z.number().int().positive(),
  year: z.number().int(),
  created_at: z.string(),
  complaint: FiledComplaintSchema,
  /** The provider's answer, recorded on the sheet: its words, when, and who gave it. */
  answer: z
    .object({ text: z.string().min(1), answered_at: z.string(), answered_by: z.string().min(1) })
    .nullable(),
});
export type ComplaintSheet = z.infer<typeof ComplaintSheetSchema>;

export const ComplaintSheetAnswerSchema = z.object({ data: ComplaintSheetSchema });
