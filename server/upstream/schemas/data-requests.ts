/**
 * A parent's requests over the family's data (ARCO rights: access, rectification, deletion,
 * opposition; issue 55 point 6, issue 75 point 3): the API keeps them, acknowledges each by e-mail
 * and answers it; we only send and list the session's own family's.
 */
import { z } from 'zod';
import { ARCO_KINDS } from '@kernel/arco';

export const DATA_REQUEST_DETAIL_MAX = 1000;

export const DataRequestKindSchema = z.enum(ARCO_KINDS);
export type DataRequestKind = z.infer<typeof DataRequestKindSchema>;

export const DataRequestStatusSchema = z.enum(['received', 'in_progress', 'done', 'rejected']);

export const DataRequestSchema = z.object({
  id: z.number().int().positive(),
  kind: DataRequestKindSchema,
  status: DataRequestStatusSchema,
  detail: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** The API's answer to the parent, once it has one. */
  answer: z.string().nullable(),
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

/**
 * POST /api/parents/data-requests/: a rectification or an opposition needs `detail` (400
 * `{ detail: [...] }`); a second open request of the same kind is a 409 `{ code: 'already_open' }`.
 */
export const DataRequestBodySchema = z
  .object({ kind: DataRequestKindSchema, detail: z.string().trim().max(DATA_REQUEST_DETAIL_MAX) })
  .strict();
export type DataRequestBody = z.infer<typeof DataRequestBodySchema>;

export const DataRequestListAnswerSchema = z.object({ data: z.array(DataRequestSchema) });
export const DataRequestAnswerSchema = z.object({ data: DataRequestSchema });
