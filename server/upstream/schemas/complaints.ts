import { z } from 'zod';
import type { ClaimObject, ClaimType } from '../../forms/options/complaints';

export interface ComplaintBody {
  first_name: string;
  last_name: string;
  document_type: string;
  document_number: string;
  address: string;
  department: string;
  district: string;
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

export const ComplaintAnswerSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    /** Correlative per year. */
    number: z.number().int().positive(),
    year: z.number().int(),
    created_at: z.string(),
  }),
});
export type ComplaintAnswer = z.infer<typeof ComplaintAnswerSchema>['data'];
