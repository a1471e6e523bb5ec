/** The referral program (decision 035): amounts and benefit texts are the upstream's, never computed here. */
import { z } from 'zod';
import { InvoiceCurrencySchema } from './invoices';

const Iso = z.string().datetime({ offset: true });

export const ReferralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(4)
  .max(40)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);

/** A course, a learning path, or the same group (cohort) as the child. */
export const ReferralKindSchema = z.enum(['course', 'learning_path', 'group']);
export type ReferralKind = z.infer<typeof ReferralKindSchema>;

export const ReferralBenefitSchema = z.object({
  percent: z.number().positive().max(100),
  text: z.string().min(1).max(200),
});

export const CreateReferralBodySchema = z.object({}).strict();

export const ApplyReferralBodySchema = z.object({ code: ReferralCodeSchema }).strict();
export type ApplyReferralBody = z.infer<typeof ApplyReferralBodySchema>;

/** Created once, answered again (200) on every later POST. */
export const ReferralLinkSchema = z.object({
  code: ReferralCodeSchema,
  path: z.string().regex(/^\/invitacion\/[A-Z0-9-]+$/),
  kind: ReferralKindSchema,
  item_id: z.number().int().positive(),
  item_name: z.string().min(1).max(200),
  benefit: ReferralBenefitSchema,
  expires_at: Iso,
  created_at: Iso,
});
export type ReferralLink = z.infer<typeof ReferralLinkSchema>;
export const ReferralLinkAnswerSchema = z.object({ data: ReferralLinkSchema });

/** GET /api/referral/codes/{code}/ — public; a bearer adds `own_family`. */
export const ReferralLookupSchema = z.object({
  code: ReferralCodeSchema,
  /** First name only: the landing never shows more of the inviting family. */
  inviter_first_name: z.string().min(1).max(80),
  kind: ReferralKindSchema,
  item_name: z.string().min(1).max(200),
  benefit: ReferralBenefitSchema,
  expires_at: Iso,
  status: z.enum(['valid', 'expired', 'used']),
  own_family: z.boolean(),
});
export type ReferralLookup = z.infer<typeof ReferralLookupSchema>;
export const ReferralLookupAnswerSchema = z.object({ data: ReferralLookupSchema });

/** cancelled: the invited family's invoice was voided, denied or expired. */
export const ReferralStatusSchema = z.enum(['pending', 'earned', 'cancelled']);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

const MoneySchema = z.object({ amount: z.number().nonnegative(), currency: InvoiceCurrencySchema });

export const ReferralOverviewSchema = z.object({
  data: z.object({
    items: z.array(
      z.object({
        kind: ReferralKindSchema,
        id: z.number().int().positive(),
        name: z.string().min(1).max(200),
        child_first_name: z.string(),
        link: ReferralLinkSchema.nullable(),
      }),
    ),
    referrals: z.array(
      z.object({
        id: z.number().int().positive(),
        code: ReferralCodeSchema,
        invited_first_name: z.string(),
        item_name: z.string(),
        status: ReferralStatusSchema,
        reward: MoneySchema.nullable(),
        used_at: Iso,
      }),
    ),
    earned: z.array(MoneySchema),
  }),
});
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>['data'];

/** 400 from PATCH /api/referral/invoice/{id}/; `reserved` names the invoice holding the invitation. */
export const ReferralRefusalSchema = z.object({
  error_code: z.enum([
    'invalid',
    'expired',
    'own_family',
    'used',
    'not_first_invoice',
    'already_applied',
    'other_currency',
    'reserved',
    'not_combinable',
  ]),
  detail: z.string(),
  invoice_number: z.string().min(1).max(40).optional(),
});
export type ReferralRefusalReason = z.infer<typeof ReferralRefusalSchema>['error_code'];
