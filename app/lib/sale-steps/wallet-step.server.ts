/**
 * Yape and Plin on any sale's card step (decision 085): a phone and code, or a QR paid, charged once
 * as a card; a refusal comes back beside the form, nothing charged, the phone kept, the code never echoed.
 */
import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import QRCode from 'qrcode';
import { WALLET_UNAVAILABLE } from '@kernel/texts/wallet';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { WalletFormSchema, type WalletApproval } from '@server/validation/wallet';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parseTerms } from '~/lib/forms/terms.server';
import { reasonOf } from '~/lib/log-reason';
import type { SalePage } from './sale-page.server';

export const WALLET_INTENTS = new Set(['pay-wallet', 'wallet-qr', 'pay-wallet-qr']);

const WALLET_LIMITS = { maxLength: 40 };
const HIDDEN = { hideFields: ['code'] };

export interface WalletAnswer {
  form: 'wallet';
  result: SubmissionResult<string[]>;
}

export interface WalletQrAnswer {
  form: 'wallet-qr';
  qr: { qrId: string; image: string; expiresAt: string };
}

const parseWallet = (form: FormData) => parseSubmission(form, WalletFormSchema, WALLET_LIMITS);

/** The form's errors, or the wallet's refusal: alone for a QR's charge, which posts no phone or code. */
function walletRefused(submission: ReturnType<typeof parseWallet>, message?: string) {
  const result: SubmissionResult<string[]> = !message
    ? submission.reply(HIDDEN)
    : submission.status === 'success'
    ? submission.reply({ ...HIDDEN, formErrors: [message] })
    : { status: 'error', error: { '': [message] } };
  return json<WalletAnswer>({ form: 'wallet', result }, { status: 400 });
}

export async function payByWallet(page: SalePage, intent: string): Promise<Response> {
  const { caller, form, sale } = page;
  const purchaseNumber = String(form.get('purchaseNumber') ?? '');
  const submission = parseWallet(form);
  let outcome;
  try {
    if (intent === 'wallet-qr') {
      const terms = parseTerms(form);
      // 'Pagar con QR' without the terms: the error beside the wallet's own box, not the card's.
      if (terms.status !== 'success')
        return json<WalletAnswer>({ form: 'wallet', result: terms.reply(HIDDEN) }, { status: 400 });
      const { qrId, data, expiresAt } = await caller.wallet.qr({ sale, purchaseNumber });
      // The QR the wallet app scans, drawn here so the page needs no script to show it.
      const image = await QRCode.toDataURL(data, { margin: 1, width: 240 });
      return json<WalletQrAnswer>({ form: 'wallet-qr', qr: { qrId, image, expiresAt } });
    }
    // What the wallet approved: the phone and code posted ('pay-wallet'), or the QR it paid.
    let approval: WalletApproval = { kind: 'qr', qrId: String(form.get('qrId') ?? '') };
    if (intent === 'pay-wallet') {
      if (submission.status !== 'success') return walletRefused(submission);
      const { wallet, phone, code } = submission.value;
      approval = { kind: 'code', wallet, phone, code };
    }
    outcome = await caller.wallet.pay({ sale, purchaseNumber, approval });
  } catch (error) {
    const refusal = expectedOutcome(error);
    // The wallet refused (a wrong or expired code): beside the form, the phone kept. Too many wrong
    // codes closed the offer: the page answers that, as any refusal that closes the step.
    if (
      refusal?.kind === 'wallet-refused' &&
      refusal.reason !== 'attempts_exceeded' &&
      error instanceof Error
    )
      return walletRefused(submission, error.message);
    const answered = await page.refused(error);
    if (answered) return answered;
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] wallet failed');
    if (intent === 'pay-wallet') return walletRefused(submission, WALLET_UNAVAILABLE);
    page.session.flash('paymentError', WALLET_UNAVAILABLE);
    return page.go(page.stepPath);
  }
  page.record(outcome);
  return page.go(page.resultPath);
}
