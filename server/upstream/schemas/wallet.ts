/**
 * Yape and Plin inside the Peruvian card provider's checkout (PEN only, decision 085). The wallet's
 * approval (phone and approval code, or a scanned QR) becomes a transaction token of the provider's
 * session; the charge itself is the usual authorization of that token.
 */
import { z } from 'zod';

export const WalletSchema = z.enum(['yape', 'plin']);
export type Wallet = z.infer<typeof WalletSchema>;

/** Peruvian mobile: 9 digits, the first a 9. */
export const WALLET_PHONE = /^9\d{8}$/;
/** The approval code the wallet app shows. */
export const APPROVAL_CODE = /^\d{6}$/;

/** What refuses a wallet's approval; nothing is authorized then, and the parent may try again. */
export const WalletRefusalSchema = z.enum(['wrong_code', 'limit_exceeded', 'expired', 'attempts_exceeded']);
export type WalletRefusal = z.infer<typeof WalletRefusalSchema>;

/** 409 of an approval above the wallet's most per operation (issue 75): nothing asked, nothing charged. */
export const WalletOverLimitRefusalSchema = z.object({
  code: z.literal('over_operation_limit'),
  wallet: WalletSchema,
  /** The wallet's most per operation, in soles. */
  max_amount: z.number().positive(),
  detail: z.string(),
});
export type WalletOverLimitRefusal = z.infer<typeof WalletOverLimitRefusalSchema>;

const SessionFields = {
  MERCHANT_ID: z.string().min(1).max(40),
  sessionKey: z.string().min(1).max(200),
  purchase_number: z.string().min(1).max(40),
  amount: z.number().positive(),
};

/** POST /api/{provider}/wallet/approval/ */
export const WalletApprovalBodySchema = z
  .object({
    ...SessionFields,
    wallet: WalletSchema,
    phone: z.string().regex(WALLET_PHONE),
    approval_code: z.string().regex(APPROVAL_CODE),
  })
  .strict();
export type WalletApprovalBody = z.infer<typeof WalletApprovalBodySchema>;

export const WalletApprovalAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('approved'),
    transaction_token: z.string().min(1).max(200),
    wallet: WalletSchema,
  }),
  z.object({ status: z.literal('refused'), reason: WalletRefusalSchema }),
]);
export type WalletApprovalAnswer = z.infer<typeof WalletApprovalAnswerSchema>;

/** POST /api/{provider}/wallet/qr/: a QR the wallet app scans, for this session's amount. */
export const WalletQrBodySchema = z.object(SessionFields).strict();
export type WalletQrBody = z.infer<typeof WalletQrBodySchema>;

export const WalletQrSchema = z.object({
  qr_id: z.string().min(1).max(80),
  /** What the QR image encodes. */
  qr_data: z.string().min(1).max(500),
  expires_at: z.iso.datetime({ offset: true }),
});
export type WalletQr = z.infer<typeof WalletQrSchema>;

/** GET /api/{provider}/wallet/qr/{id}/: the wallet has paid it (a token), not yet, or too late. */
export const WalletQrStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('expired') }),
  z.object({
    status: z.literal('approved'),
    transaction_token: z.string().min(1).max(200),
    wallet: WalletSchema,
  }),
]);
export type WalletQrStatus = z.infer<typeof WalletQrStatusSchema>;
