/**
 * How a payment action answers the Yape and Plin form (decision 085): a refusal comes back beside
 * the form with the phone kept and the approval code never echoed; nothing was charged.
 */
import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import QRCode from 'qrcode';
import { WalletFormSchema, type WalletForm } from '@server/validation/wallet';
import { parseSubmission } from './submission.server';
import type { parseTerms } from './terms.server';

type TermsSubmission = ReturnType<typeof parseTerms>;

export const WALLET_LIMITS = { maxLength: 40 };
const HIDDEN = { hideFields: ['code'] };

export interface WalletAnswer {
  form: 'wallet';
  result: SubmissionResult<string[]>;
}

export interface WalletQrAnswer {
  form: 'wallet-qr';
  qr: { qrId: string; image: string; expiresAt: string };
}

export const parseWallet = (form: FormData) => parseSubmission(form, WalletFormSchema, WALLET_LIMITS);
export type WalletSubmission = ReturnType<typeof parseWallet>;

export const approvalOf = ({ wallet, phone, code }: WalletForm) => ({
  kind: 'code' as const,
  wallet,
  phone,
  code,
});

/** What the wallet approved: the phone and code posted ('pay-wallet'), or the QR it paid. */
export function approvalFrom(intent: string, submission: WalletSubmission, form: FormData) {
  return intent === 'pay-wallet' && submission.status === 'success'
    ? approvalOf(submission.value)
    : { kind: 'qr' as const, qrId: String(form.get('qrId') ?? '') };
}

/**
 * The form's own errors, or the wallet's refusal as a message about the whole form. A QR's charge
 * posts no phone or code: its refusal is the message alone, not 'enter your phone' beside the fields.
 */
export function walletRefused(submission: WalletSubmission, message?: string) {
  const result: SubmissionResult<string[]> = !message
    ? submission.reply(HIDDEN)
    : submission.status === 'success'
    ? submission.reply({ ...HIDDEN, formErrors: [message] })
    : { status: 'error', error: { '': [message] } };
  return json<WalletAnswer>({ form: 'wallet', result }, { status: 400 });
}

/** 'Pagar con QR' without the terms: the error beside the wallet's own box, not the card's. */
export function walletTermsRefused(terms: TermsSubmission) {
  return json<WalletAnswer>({ form: 'wallet', result: terms.reply(HIDDEN) }, { status: 400 });
}

/** The QR the wallet app scans, drawn here so the page needs no script to show it. */
export async function walletQrAnswer(qr: { qrId: string; data: string; expiresAt: string }) {
  const image = await QRCode.toDataURL(qr.data, { margin: 1, width: 240 });
  return json<WalletQrAnswer>({ form: 'wallet-qr', qr: { qrId: qr.qrId, image, expiresAt: qr.expiresAt } });
}
