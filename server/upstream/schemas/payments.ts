import { z } from 'zod';

export const CreatedPurchaseSchema = z.object({
  data: z.object({ purchase_id: z.union([z.string(), z.number()]).transform(String) }),
});

export const ProviderTokenSchema = z.object({ token: z.string().min(1) });
export const ProviderSessionSchema = z.object({ data: z.object({ sessionKey: z.string().min(1) }) });

export const ApprovedOrderSchema = z.object({
  purchaseNumber: z.union([z.string(), z.number()]).transform(String),
  transactionDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  transactionId: z.string(),
});

export const ApprovedAuthorizationSchema = z.object({
  data: z.object({
    order: ApprovedOrderSchema,
    dataMap: z.object({ CARD: z.string(), BRAND: z.string() }).loose(),
  }),
});

/** The provider's own answer travels as JSON text (spec: "text.data"). */
export const DenialDataSchema = z.object({
  ACTION_CODE: z.string(),
  ACTION_DESCRIPTION: z.string().optional(),
  TRANSACTION_DATE: z.string(),
});

const DenialTextSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'provider answer is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ data: DenialDataSchema }));

export const DenialResponseSchema = z.object({ text: DenialTextSchema });

/** `code` decides which shape the rest has. */
export const AuthorizationEnvelopeSchema = z.object({ code: z.number().int() }).loose();

export const EnrollmentBodySchema = z.object({
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
  /** Not in the spec: the child a parent enrolls. */
  student_id: z.number().int().optional(),
});
export type EnrollmentBody = z.infer<typeof EnrollmentBodySchema>;
