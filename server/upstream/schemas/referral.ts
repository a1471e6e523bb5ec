/**
 * The referral program (spec §7 `referral/*`; bodies are ours, docs/decisions/035-referral-program.md).
 * One file is the contract of both sides, as for invoices: our client types its bodies with the
 * request schemas and parses answers with the answer schemas; the mock parses every body with the
 * same request schemas (`.strict()`: an unknown field is a 400). Amounts and benefit texts are the
 * upstream's: our server never computes a benefit.
 */
import { z } from 'zod';
import { InvoiceCurrencySchema } from './invoices';

const Iso = z.string().datetime({ offset: true });

/** Codes as the upstream writes them: capitals, digits and dashes ('CARLOS-7K2P'). */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(4)
  .max(40)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);

/** What a link invites to: a course, a learning path, or the same group (cohort) as the child. */
export const ReferralKindSchema = z.enum(['course', 'learning_path', 'group']);
export type ReferralKind = z.infer<typeof ReferralKindSchema>;

/** The invited family's benefit, as the upstream words and computes it. */
export const ReferralBenefitSchema = z.object({
  /** Percent off the invited family's first invoice (the upstream applies it). */
  percent: z.number().positive().max(100),
  /** 'Un 15 % de descuento en tu primera compra', shown as is. */
  text: z.string().min(1).max(200),
});

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

/** POST /api/referral/{courses|paths|group}/{id}/: nothing but the item (the path) and the caller. */
export const CreateReferralBodySchema = z.object({}).strict();

/** PATCH /api/referral/invoice/{id}/ */
export const ApplyReferralBodySchema = z.object({ code: ReferralCodeSchema }).strict();
export type ApplyReferralBody = z.infer<typeof ApplyReferralBodySchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

/** A family's link for one item: created once, answered again (200) on every later POST. */
export const ReferralLinkSchema = z.object({
  code: ReferralCodeSchema,
  /** The site path the friend opens ('/invitacion/CARLOS-7K2P'); our server builds the absolute URL. */
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

/** Hidden endpoint: GET /api/referral/codes/{code}/ — public; a bearer adds `own_family`. */
export const ReferralLookupSchema = z.object({
  code: ReferralCodeSchema,
  /** First name only: the landing never shows more of the inviting family. */
  inviter_first_name: z.string().min(1).max(80),
  kind: ReferralKindSchema,
  item_name: z.string().min(1).max(200),
  benefit: ReferralBenefitSchema,
  expires_at: Iso,
  /** valid; expired (past expires_at); used (the code reached its uses). */
  status: z.enum(['valid', 'expired', 'used']),
  /** True only when the bearer's family owns the code; false without a bearer. */
  own_family: z.boolean(),
});
export type ReferralLookup = z.infer<typeof ReferralLookupSchema>;
export const ReferralLookupAnswerSchema = z.object({ data: ReferralLookupSchema });

/** pending: the invited family's invoice is not paid yet; earned: paid; cancelled: void, denied or expired. */
export const ReferralStatusSchema = z.enum(['pending', 'earned', 'cancelled']);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

const MoneySchema = z.object({ amount: z.number().nonnegative(), currency: InvoiceCurrencySchema });

/** Hidden endpoint: GET /api/referral/ — the caller's referable items, links and referrals. */
export const ReferralOverviewSchema = z.object({
  data: z.object({
    /** Every paid course, path and group of the family, with its link once created. */
    items: z.array(
      z.object({
        kind: ReferralKindSchema,
        id: z.number().int().positive(),
        name: z.string().min(1).max(200),
        child_first_name: z.string(),
        link: ReferralLinkSchema.nullable(),
      }),
    ),
    /** Invitations used by other families, newest first. */
    referrals: z.array(
      z.object({
        id: z.number().int().positive(),
        code: ReferralCodeSchema,
        /** The invited parent's first name only. */
        invited_first_name: z.string(),
        item_name: z.string(),
        status: ReferralStatusSchema,
        /** The inviting family's reward, computed upstream; null while there is none (cancelled). */
        reward: MoneySchema.nullable(),
        used_at: Iso,
      }),
    ),
    /** Rewards earned, one line per currency. */
    earned: z.array(MoneySchema),
  }),
});
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>['data'];

/**
 * 400 from PATCH /api/referral/invoice/{id}/: why the code does not apply. Our server reads
 * `error_code` (kernel/texts/referral.ts words it in Spanish) and, for `reserved`, the number of
 * the family's other open invoice that holds its invitation (decision 070).
 */
export const ReferralRefusalSchema = z.object({
  error_code: z.enum([
    'invalid',
    'expired',
    'own_family',
    'used',
    'not_first_invoice',
    'already_applied',
    /** The code's family pays in another currency than the invoice's. */
    'other_currency',
    /** The family's invitation is applied to another of its open invoices. */
    'reserved',
    /** The invoice carries a discount code: an invitation does not join it. */
    'not_combinable',
  ]),
  detail: z.string(),
  invoice_number: z.string().min(1).max(40).optional(),
});
export type ReferralRefusalReason = z.infer<typeof ReferralRefusalSchema>['error_code'];
