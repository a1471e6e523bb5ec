/** Online checkout (decision 030): our client and the mock both parse with these, so a drift fails. */
import { z } from 'zod';
import { ElectronicDocumentSchema, ForeignSalesSchema, ReceiptBuyerSchema } from './electronic-receipts';
import { RefundOfferSchema } from './refunds';
import { SLUG_PATTERN } from './slug';

export const InvoiceCurrencySchema = z.enum(['PEN', 'USD']);

const Slug = z.string().min(1).max(120).regex(SLUG_PATTERN);

/** A course alone, the next course of a path (§9 'first course' price), or a whole path. */
export const InvoiceItemRefSchema = z
  .object({
    product_type: z.enum(['course', 'learning_path']),
    product_id: Slug,
    learning_path: Slug.nullable(),
  })
  .strict();
export type InvoiceItemRef = z.infer<typeof InvoiceItemRefSchema>;

/** The courses of an invoice and their groups, as the enrolments PATCH and the creation take them. */
const InvoiceEnrolmentListSchema = z
  .array(
    z
      .object({
        course: Slug,
        learning_path: Slug.nullable(),
        /** Null: the academy assigns the group (shown 'Por definir'). */
        group_id: z.string().min(1).max(60).nullable(),
      })
      .strict(),
  )
  .min(1)
  .max(20);

/**
 * POST /api/invoices/: the upstream prices it; no amount is sent. `enrolments` (issue 74, optional):
 * the seats are checked before anything is created, so a full group or course is a 409
 * `schedule_full` and no invoice exists.
 */
export const CreateInvoiceBodySchema = z
  .object({
    student_id: z.number().int().positive(),
    currency: InvoiceCurrencySchema,
    country: z.string().regex(/^[A-Z]{2}$/),
    items: z.array(InvoiceItemRefSchema).min(1).max(5),
    enrolments: InvoiceEnrolmentListSchema.optional(),
    /** The business's rule for a sale abroad (decision 105), applied when its receipt is issued; absent: taxed. */
    foreign_sales: ForeignSalesSchema.optional(),
  })
  .strict();
export type CreateInvoiceBody = z.infer<typeof CreateInvoiceBodySchema>;

export const InvoiceEnrolmentsBodySchema = z.object({ enrolments: InvoiceEnrolmentListSchema }).strict();
export type InvoiceEnrolmentsBody = z.infer<typeof InvoiceEnrolmentsBodySchema>;

export const CouponBodySchema = z.object({ code: z.string().trim().min(1).max(40) }).strict();
export const PromotionCodeBodySchema = z.object({ invoice_id: z.number().int().positive() }).strict();

/** How an invoice was paid; Yape and Plin through the soles card provider (decision 085). */
export const InvoicePaymentMethodSchema = z.enum(['card', 'global_card', 'local', 'yape', 'plin']);

/** POST /api/cards/mc-validation/: no card digit comes from the browser, only the provider's token. */
export const CardValidationBodySchema = z
  .object({
    invoice_id: z.number().int().positive(),
    transaction_token: z.string().min(1).max(200),
  })
  .strict();

/** PATCH /api/invoices/{id}/done: refused (409 `not_paid`) unless the provider confirmed the payment. */
export const InvoiceDoneBodySchema = z
  .object({
    payment_method: InvoicePaymentMethodSchema,
    reference: z.string().min(1).max(120),
  })
  .strict();

/** PUT /api/invoices/{id}/receipt-buyer/: refused (400, by field) when the buyer does not fit the sale. */
export const ReceiptBuyerBodySchema = z.object({ receipt_buyer: ReceiptBuyerSchema }).strict();

export const EmptyBodySchema = z.object({}).strict();

export const LocalPaymentMethodSchema = z.enum(['agent', 'bank_transfer', 'convenience_store']);
export type LocalPaymentMethod = z.infer<typeof LocalPaymentMethodSchema>;

export const LocalPaymentBodySchema = z
  .object({ invoice_id: z.number().int().positive(), method: LocalPaymentMethodSchema })
  .strict();

/** `manual`: the card is only held until our server has read its brand (card-brand promotions). */
export const CaptureMethodSchema = z.enum(['automatic', 'manual']);
export type CaptureMethod = z.infer<typeof CaptureMethodSchema>;
export const PaymentIntentBodySchema = z
  .object({ invoice_id: z.number().int().positive(), capture_method: CaptureMethodSchema.optional() })
  .strict();

export const NotificationBodySchema = z
  .object({
    invoice_id: z.number().int().positive(),
    intent_id: z.string().min(1).max(80),
    error_code: z.string().min(1).max(60).optional(),
  })
  .strict();

/** denied: the card was refused; a new attempt opens a new invoice. refunded: paid, then given back. */
export const InvoiceStatusSchema = z.enum(['open', 'paid', 'expired', 'void', 'denied', 'refunded']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

const Iso = z.string().datetime({ offset: true });

export const LocalPaymentSchema = z.object({
  payment_code: z.string().min(1).max(40),
  method: LocalPaymentMethodSchema,
  amount: z.number().nonnegative(),
  currency: InvoiceCurrencySchema,
  expires_at: Iso,
  instructions: z.array(z.string().min(1).max(300)).min(1).max(8),
  status: z.enum(['pending', 'paid', 'expired']),
});
export type LocalPayment = z.infer<typeof LocalPaymentSchema>;

export const DiscountCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['coupon', 'promotion_code']),
  description: z.string(),
  /** A one-brand promotion: any other card is refused before a charge. */
  card_brand: z.string().nullable(),
});

/** A referral applied to the invoice: the upstream takes `amount` off the total. */
export const InvoiceReferralSchema = z.object({
  code: z.string().min(1).max(40),
  inviter_first_name: z.string(),
  description: z.string(),
  amount: z.number().nonnegative(),
});

export const InvoiceSchema = z.object({
  invoice_id: z.number().int().positive(),
  number: z.string().min(1).max(40),
  status: InvoiceStatusSchema,
  student: z.object({ id: z.number().int().positive(), first_name: z.string() }),
  currency: InvoiceCurrencySchema,
  country: z.string().length(2),
  items: z.array(
    InvoiceItemRefSchema.extend({
      name: z.string(),
      amount: z.number().nonnegative(),
      detail: z.string(),
    }),
  ),
  subtotal: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  total: z.number().nonnegative(),
  discount_code: DiscountCodeSchema.nullable(),
  /** Optional, so answers from before the referral program still parse. */
  referral: InvoiceReferralSchema.nullable().optional(),
  enrolments: z.array(
    z.object({ course: z.string(), learning_path: z.string().nullable(), group_id: z.string().nullable() }),
  ),
  payment_method: InvoicePaymentMethodSchema.nullable(),
  payment_reference: z.string().nullable(),
  local_payment: LocalPaymentSchema.nullable(),
  local_methods: z.array(LocalPaymentMethodSchema),
  created_at: Iso,
  paid_at: Iso.nullable(),
  done_at: Iso.nullable(),
  receipt_sent_at: Iso.nullable(),
  /** Issue 55: who the receipt is for; null until chosen (a boleta to a final consumer then). */
  receipt_buyer: ReceiptBuyerSchema.nullable().optional(),
  /** False for a sale whose receipt is the payment provider's (a subscription's charges); every other gets a Peruvian one. */
  electronic_receipt: z.boolean().optional(),
  /** What the API issued for the sale, oldest first: the boleta or factura, then any nota de crédito. */
  documents: z.array(ElectronicDocumentSchema).optional(),
  /** Issue 55: until when the pedido may be refunded, and the policy shown before asking. */
  refund: RefundOfferSchema.optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceAnswerSchema = z.object({ data: InvoiceSchema });
export const InvoiceListSchema = z.object({ data: z.array(InvoiceSchema) });

/** A code refused (400) by couponadd or promotion-codes; our server words the reason in Spanish. */
export const CodeRefusalSchema = z.object({
  /** `not_combinable`: the invoice carries an invitation, which no code joins. */
  error_code: z.enum(['invalid', 'expired', 'used', 'not_applicable', 'not_combinable']),
  detail: z.string(),
});
export type CodeRefusalReason = z.infer<typeof CodeRefusalSchema>['error_code'];

export const NotPaidSchema = z.object({ error_code: z.literal('not_paid'), detail: z.string() });

/**
 * 409 of a step that offers or charges a sale (decision 103): nothing moved. `not_open` the sale is
 * paid, refunded, denied or expired; `offer_void` the offer was made before a change of the sale;
 * `amount_mismatch` another amount than the total (money that had arrived goes back); `schedule_full`
 * its seat is gone. The detail is Spanish, for the page.
 */
export const SALE_REFUSAL_CODES = ['not_open', 'offer_void', 'amount_mismatch', 'schedule_full'] as const;
export const SaleRefusalSchema = z.object({ code: z.enum(SALE_REFUSAL_CODES), detail: z.string() });
export type SaleRefusal = z.infer<typeof SaleRefusalSchema>;

export const CardValidationAnswerSchema = z.object({
  data: z.object({
    brand: z.string().min(1).max(40),
    bin: z.string().regex(/^\d{6}$/),
    required_brand: z.string().min(1).max(40).nullable(),
    valid: z.boolean(),
  }),
});

export const PaymentIntentSchema = z.object({
  data: z.object({
    intent_id: z.string().min(1).max(80),
    client_secret: z.string().min(1).max(200),
    invoice_id: z.number().int().positive(),
    amount: z.number().nonnegative(),
    currency: InvoiceCurrencySchema,
    capture_method: CaptureMethodSchema,
    /** requires_capture: a manual intent's card is held, nothing taken yet. */
    status: z.enum([
      'requires_payment_method',
      'processing',
      'requires_capture',
      'succeeded',
      'canceled',
      'refunded',
    ]),
    last_error: z.object({ code: z.string(), message: z.string() }).nullable(),
    card: z.object({ brand: z.string().min(1).max(40), number: z.string().min(4).max(30) }).nullable(),
  }),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>['data'];

export const LocalPaymentAnswerSchema = z.object({ data: LocalPaymentSchema });

export const NotificationAnswerSchema = z.object({
  data: z.object({ invoice_id: z.number().int().positive(), status: InvoiceStatusSchema }),
});

export const EmailAnswerSchema = z.object({
  data: z.object({ email_id: z.string().min(1), to: z.string() }),
});

export const PurchaseListSchema = z.object({
  data: z.array(
    z.object({
      purchase_id: z.string(),
      description: z.string(),
      amount: z.number().nonnegative(),
      currency: InvoiceCurrencySchema,
      /** refunded: paid, then given back (issue 55 point 4). */
      status: z.enum(['pending', 'paid', 'denied', 'refunded']),
      student: z.object({ id: z.number().int().positive(), first_name: z.string() }).nullable(),
      created_at: Iso,
      paid_at: Iso.nullable(),
      card: z.string().nullable(),
      brand: z.string().nullable(),
      /** Issue 55: who the receipt is for; null until chosen (a boleta to a final consumer then). */
      receipt_buyer: ReceiptBuyerSchema.nullable().optional(),
      /** False for a subscription: its receipt is the global provider's; every card purchase gets a Peruvian one. */
      electronic_receipt: z.boolean().optional(),
      /** What the API issued for the sale, oldest first: the boleta or factura, then any nota de crédito. */
      documents: z.array(ElectronicDocumentSchema).optional(),
      /** The program bought (decision 031), as the purchase was created with it. */
      program_id: z.string().nullable().optional(),
      /** Issue 55 point 4: a vacation purchase's refund, as on a pedido; none for a subscription. */
      refund: RefundOfferSchema.optional(),
    }),
  ),
});
export type ListedPurchase = z.infer<typeof PurchaseListSchema>['data'][number];
