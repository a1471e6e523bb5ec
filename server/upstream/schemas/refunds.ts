/**
 * Refunds of a paid pedido or vacation purchase (issue 55 point 4): the API says, per sale, until
 * when it may be refunded and under which policy (its settings); asked for, it refunds through the
 * provider's devoluciones call, issues the nota de crédito and removes the enrolments. Both sides
 * parse these.
 */
import { z } from 'zod';
import { REFUND_REASONS } from '@kernel/texts/refunds';
import { ElectronicDocumentSchema } from './electronic-receipts';

const Iso = z.string().datetime({ offset: true });

/**
 * On every pedido and vacation purchase: `refundable_until` null when it cannot be refunded
 * (started, not paid, refunded).
 */
export const RefundOfferSchema = z.object({
  refundable_until: Iso.nullable(),
  policy: z.string().min(1).max(1000),
});
export type RefundOffer = z.infer<typeof RefundOfferSchema>;

export const RefundReasonSchema = z.enum(REFUND_REASONS);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

export const REFUND_DETAIL_MAX = 500;

/** POST /api/invoices/{id}/refund/ or a purchase's: the whole sale, back to the method it was paid with. */
export const RefundBodySchema = z
  .object({ reason: RefundReasonSchema, detail: z.string().trim().max(REFUND_DETAIL_MAX) })
  .strict();
export type RefundBody = z.infer<typeof RefundBodySchema>;

const RefundFields = z.object({
  number: z.string().min(1).max(40),
  amount: z.number().nonnegative(),
  currency: z.enum(['PEN', 'USD']),
  refunded_at: Iso,
  /** The provider's devolución, against the original authorization or intent. */
  provider_refund_id: z.string().min(1).max(80),
  /** Null for a sale without a Peruvian receipt (Mexico). */
  credit_note: ElectronicDocumentSchema.nullable(),
});

export const RefundSchema = RefundFields.extend({ invoice_id: z.number().int().positive() });
export type Refund = z.infer<typeof RefundSchema>;

/** 200: the refund, the same one however often it is asked for. */
export const RefundAnswerSchema = z.object({ data: RefundSchema });

/** POST /api/purchases/{id}/refund/: a vacation purchase, the same body, call and refusals. */
export const PurchaseRefundAnswerSchema = z.object({
  data: RefundFields.extend({ purchase_id: z.string().min(1).max(60) }),
});

/** 409: why not, in Spanish, for the page. */
export const RefundRefusalSchema = z.object({
  error_code: z.enum(['not_paid', 'cutoff_passed', 'provider_refused']),
  detail: z.string().min(1).max(300),
});
export type RefundRefusal = z.infer<typeof RefundRefusalSchema>;
