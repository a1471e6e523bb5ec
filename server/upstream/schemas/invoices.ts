/**
 * Online checkout through invoices (spec §7; the spec shows none of these bodies, ours are in
 * docs/decisions/030-online-checkout-invoices.md). One file is the contract of both sides: our
 * client sends bodies typed by the request schemas and parses answers with the answer schemas;
 * the mock backend (mocks/handlers/invoices*.ts) parses every request body with the same request
 * schemas and answers values typed by the answer schemas, so a drift fails on either side.
 *
 * Money travels as numbers in the currency's units (450, 129.5), as every other call of the API.
 */
import { z } from 'zod';

export const InvoiceCurrencySchema = z.enum(['PEN', 'USD']);

/** Catalogue slugs: `/cursos/{slug}` and `/rutas/{slug}` name the same products the invoice sells. */
const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * What an invoice sells: a course alone (`learning_path: null`), the next course of a path
 * (priced by the path's §9 'first course' row), or a whole path (§9 'full path').
 */
export const InvoiceItemRefSchema = z
  .object({
    product_type: z.enum(['course', 'learning_path']),
    product_id: Slug,
    learning_path: Slug.nullable(),
  })
  .strict();
export type InvoiceItemRef = z.infer<typeof InvoiceItemRefSchema>;

/** POST /api/invoices/: opens an invoice for one child. The upstream prices it; no amount is sent. */
export const CreateInvoiceBodySchema = z
  .object({
    student_id: z.number().int().positive(),
    currency: InvoiceCurrencySchema,
    /** The buyer's country (ISO 3166-1 alpha-2): decides the local payment methods offered. */
    country: z.string().regex(/^[A-Z]{2}$/),
    items: z.array(InvoiceItemRefSchema).min(1).max(5),
  })
  .strict();
export type CreateInvoiceBody = z.infer<typeof CreateInvoiceBodySchema>;

/** PATCH /api/invoices/{id}/enrolments: the enrolments the invoice creates once it is done. */
export const InvoiceEnrolmentsBodySchema = z
  .object({
    enrolments: z
      .array(
        z
          .object({
            course: Slug,
            learning_path: Slug.nullable(),
            /** A catalogue group id, or null: the academy assigns the group (shown 'Por definir'). */
            group_id: z.string().min(1).max(60).nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type InvoiceEnrolmentsBody = z.infer<typeof InvoiceEnrolmentsBodySchema>;

/** POST /api/invoices/{id}/couponadd (soles) and POST /api/{global}/promotion-codes/{code}/ (dollars). */
export const CouponBodySchema = z.object({ code: z.string().trim().min(1).max(40) }).strict();
export const PromotionCodeBodySchema = z.object({ invoice_id: z.number().int().positive() }).strict();

/**
 * POST /api/cards/mc-validation/ (decision 070): which card the provider tokenised for this payment,
 * named by the transaction token the provider's form handed back. No card digit comes from the
 * browser: the API reads the brand and BIN from the provider's own token records.
 */
export const CardValidationBodySchema = z
  .object({
    invoice_id: z.number().int().positive(),
    transaction_token: z.string().min(1).max(200),
  })
  .strict();

/** PATCH /api/invoices/{id}/done: refused (409 `not_paid`) unless the provider confirmed the payment. */
export const InvoiceDoneBodySchema = z
  .object({
    payment_method: z.enum(['card', 'global_card', 'local']),
    /** Card: the provider's transaction id; global card: the intent id; local: the payment code. */
    reference: z.string().min(1).max(120),
  })
  .strict();

/** POST /api/invoices/{id}/paid-email and /email: nothing to say but which invoice (the path). */
export const EmptyBodySchema = z.object({}).strict();

export const LocalPaymentMethodSchema = z.enum(['agent', 'bank_transfer', 'convenience_store']);
export type LocalPaymentMethod = z.infer<typeof LocalPaymentMethodSchema>;

/** POST /api/{local_payments_provider}/payment-information/ */
export const LocalPaymentBodySchema = z
  .object({ invoice_id: z.number().int().positive(), method: LocalPaymentMethodSchema })
  .strict();

/**
 * POST /api/{global}/payment-intent/: one open intent per invoice, for the invoice's total.
 * `manual` (decision 070): the confirmed card is only held, and our server captures it once it has
 * read the card's brand; an invoice with a card-brand promotion takes no other kind.
 */
export const CaptureMethodSchema = z.enum(['automatic', 'manual']);
export type CaptureMethod = z.infer<typeof CaptureMethodSchema>;
export const PaymentIntentBodySchema = z
  .object({ invoice_id: z.number().int().positive(), capture_method: CaptureMethodSchema.optional() })
  .strict();

/** POST /api/{global}/payment/notification/success/ and /error/: what our server saw on the return. */
export const NotificationBodySchema = z
  .object({
    invoice_id: z.number().int().positive(),
    intent_id: z.string().min(1).max(80),
    /** Only on /error/: the provider's error code ('card_declined'…). */
    error_code: z.string().min(1).max(60).optional(),
  })
  .strict();

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

/**
 * open: waiting for payment; paid: the provider confirmed it; expired: its local payment code
 * expired unpaid; void: withdrawn (replaced, or cancelled by support); denied: the card was
 * refused — a new attempt opens a new invoice, as a denied vacation purchase does.
 */
export const InvoiceStatusSchema = z.enum(['open', 'paid', 'expired', 'void', 'denied']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

const Iso = z.string().datetime({ offset: true });

export const LocalPaymentSchema = z.object({
  payment_code: z.string().min(1).max(40),
  method: LocalPaymentMethodSchema,
  amount: z.number().nonnegative(),
  currency: InvoiceCurrencySchema,
  expires_at: Iso,
  /** Steps in Spanish, as the provider words them (where to pay, which agreement or company). */
  instructions: z.array(z.string().min(1).max(300)).min(1).max(8),
  status: z.enum(['pending', 'paid', 'expired']),
});
export type LocalPayment = z.infer<typeof LocalPaymentSchema>;

export const DiscountCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['coupon', 'promotion_code']),
  description: z.string(),
  /**
   * A promotion for one card brand ('mastercard', decision 070): the total already carries its
   * discount, which holds only for a card of that brand; any other card is refused before a charge.
   */
  card_brand: z.string().nullable(),
});

/**
 * A referral applied to the invoice (PATCH /api/referral/invoice/{id}/, decision 035): the
 * upstream takes `amount` off the total, beside any discount code. Absent on invoices without one.
 */
export const InvoiceReferralSchema = z.object({
  code: z.string().min(1).max(40),
  /** First name only. */
  inviter_first_name: z.string(),
  description: z.string(),
  amount: z.number().nonnegative(),
});

export const InvoiceSchema = z.object({
  invoice_id: z.number().int().positive(),
  /** 'F001-00000123': shown to the parent, and the purchase number at the soles card provider. */
  number: z.string().min(1).max(40),
  status: InvoiceStatusSchema,
  student: z.object({ id: z.number().int().positive(), first_name: z.string() }),
  currency: InvoiceCurrencySchema,
  country: z.string().length(2),
  items: z.array(
    InvoiceItemRefSchema.extend({
      name: z.string(),
      amount: z.number().nonnegative(),
      /** '2 meses · 16 sesiones' as the catalogue describes the product. */
      detail: z.string(),
    }),
  ),
  subtotal: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  total: z.number().nonnegative(),
  discount_code: DiscountCodeSchema.nullable(),
  /** Decision 035: optional, so answers from before the referral program still parse. */
  referral: InvoiceReferralSchema.nullable().optional(),
  enrolments: z.array(
    z.object({ course: z.string(), learning_path: z.string().nullable(), group_id: z.string().nullable() }),
  ),
  payment_method: z.enum(['card', 'global_card', 'local']).nullable(),
  /** The card provider's transaction id, the intent id or the local payment code that paid it. */
  payment_reference: z.string().nullable(),
  local_payment: LocalPaymentSchema.nullable(),
  /** Local payment methods the provider offers for this invoice's country and currency. */
  local_methods: z.array(LocalPaymentMethodSchema),
  created_at: Iso,
  paid_at: Iso.nullable(),
  /** Set by PATCH …/done: the enrolments exist and the order is complete. */
  done_at: Iso.nullable(),
  receipt_sent_at: Iso.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceAnswerSchema = z.object({ data: InvoiceSchema });
/** GET /api/invoices/: the family's invoices, newest first. */
export const InvoiceListSchema = z.object({ data: z.array(InvoiceSchema) });

/**
 * A code refused (400) by couponadd or promotion-codes: the reason, which our server words in
 * Spanish (kernel/texts/checkout.ts). `error_code` is the only field our server reads.
 */
export const CodeRefusalSchema = z.object({
  /** `not_combinable`: the invoice carries an invitation, which no code joins (decision 070). */
  error_code: z.enum(['invalid', 'expired', 'used', 'not_applicable', 'not_combinable']),
  detail: z.string(),
});
export type CodeRefusalReason = z.infer<typeof CodeRefusalSchema>['error_code'];

/** 409 from …/done or a notification: the provider has not confirmed a payment for the invoice. */
export const NotPaidSchema = z.object({ error_code: z.literal('not_paid'), detail: z.string() });

/**
 * The tokenised card's brand ('visa', 'mastercard'…) and BIN (its first six digits, as the provider
 * reports them), the brand the invoice's promotion requires (null: none) and whether it holds.
 */
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
    /**
     * requires_payment_method until confirmed; requires_capture once a manual intent's card is
     * held (nothing taken yet); succeeded once paid; canceled when replaced or released.
     */
    status: z.enum(['requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled']),
    last_error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** The confirmed card as the provider reports it (brand, masked number); null before. */
    card: z.object({ brand: z.string().min(1).max(40), number: z.string().min(4).max(30) }).nullable(),
  }),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>['data'];

export const LocalPaymentAnswerSchema = z.object({ data: LocalPaymentSchema });

export const NotificationAnswerSchema = z.object({
  data: z.object({ invoice_id: z.number().int().positive(), status: InvoiceStatusSchema }),
});

/** POST …/paid-email and …/email: the message the upstream queued (shown in the mock outbox). */
export const EmailAnswerSchema = z.object({
  data: z.object({ email_id: z.string().min(1), to: z.string() }),
});

/** GET /api/purchases/: the family's vacation purchases, for "Mis compras". */
export const PurchaseListSchema = z.object({
  data: z.array(
    z.object({
      purchase_id: z.string(),
      description: z.string(),
      amount: z.number().nonnegative(),
      currency: InvoiceCurrencySchema,
      status: z.enum(['pending', 'paid', 'denied']),
      student: z.object({ id: z.number().int().positive(), first_name: z.string() }).nullable(),
      created_at: Iso,
      paid_at: Iso.nullable(),
      card: z.string().nullable(),
      brand: z.string().nullable(),
    }),
  ),
});
export type ListedPurchase = z.infer<typeof PurchaseListSchema>['data'][number];
