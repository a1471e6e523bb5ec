/**
 * The Yape and Plin form (decision 085): the wallet, its phone and the approval code the wallet app
 * shows, with the terms box of every payment form. The same schemas check the procedures' input.
 */
import { z } from 'zod';
import { WALLET_FIELD_ERROR } from '@kernel/texts/wallet';
import { APPROVAL_CODE, WALLET_PHONE, WalletSchema } from '../upstream/schemas/wallet';
import { termsAccepted } from './terms';

/** Spaces and dashes as people type them ('987 654 321') are dropped. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const walletPhone = z
  .string({ error: WALLET_FIELD_ERROR.phone })
  .transform(digitsOnly)
  .pipe(z.string().regex(WALLET_PHONE, WALLET_FIELD_ERROR.phone));

export const approvalCode = z
  .string({ error: WALLET_FIELD_ERROR.code })
  .transform(digitsOnly)
  .pipe(z.string().regex(APPROVAL_CODE, WALLET_FIELD_ERROR.code));

export const walletChoice = z.enum(WalletSchema.options, { error: WALLET_FIELD_ERROR.wallet });

export const WalletFormSchema = z.object({
  wallet: walletChoice,
  phone: walletPhone,
  code: approvalCode,
  terms: termsAccepted(),
});
export type WalletForm = z.infer<typeof WalletFormSchema>;

/** The QR's id as the provider issued it. */
export const QrIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

/** What a procedure is given: the phone and code, or the QR the wallet paid. */
export const WalletApprovalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('code'), wallet: WalletSchema, phone: walletPhone, code: approvalCode }),
  z.object({ kind: z.literal('qr'), qrId: QrIdSchema }),
]);
export type WalletApproval = z.infer<typeof WalletApprovalSchema>;
