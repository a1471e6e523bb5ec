/**
 * Yape and Plin on a soles invoice's card step (decision 085): the phone and approval code, the QR
 * asked for, or the QR the wallet paid. Charged at most once per invoice, as a card; a refusal of
 * the wallet comes back beside its form, the phone kept, nothing charged.
 */
import { WALLET_UNAVAILABLE } from '@kernel/texts/wallet';
import { logger } from '@server/log/logger';
import { invoiceSale } from '@server/sales/sale-ref';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parseTerms } from '~/lib/forms/terms.server';
import {
  approvalFrom,
  parseWallet,
  walletQrAnswer,
  walletRefused,
  walletTermsRefused,
} from '~/lib/forms/wallet.server';
import { reasonOf } from '~/lib/log-reason';
import { storeOutageResponse } from '~/lib/route-errors.server';
import { PASSED_ON } from '~/lib/sale-refusals.server';
import type { Caller } from '~/lib/trpc.server';
import { invoicePath } from './invoice-view.server';

interface Step {
  session: KodeaSession;
  caller: Caller;
  invoiceId: number;
  form: FormData;
}

export async function invoiceWalletStep({ session, caller, invoiceId, form }: Step, intent: string) {
  const path = invoicePath(invoiceId);
  const sale = invoiceSale(invoiceId);
  const purchaseNumber = String(form.get('purchaseNumber') ?? '');
  const submission = parseWallet(form);
  try {
    if (intent === 'wallet-qr') {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return walletTermsRefused(terms);
      return await walletQrAnswer(await caller.wallet.qr({ sale, purchaseNumber }));
    }
    if (intent === 'pay-wallet' && submission.status !== 'success') return walletRefused(submission);
    await caller.wallet.pay({ sale, purchaseNumber, approval: approvalFrom(intent, submission, form) });
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (PASSED_ON.has(outcome?.kind ?? '') || storeOutageResponse(error)) throw error;
    // The wallet refused (a wrong or expired code, its limit): beside the form, the phone kept.
    if (outcome?.kind === 'wallet-refused' && error instanceof Error) {
      // Too many wrong codes closed the offer: back to choosing how to pay.
      if (outcome.reason !== 'attempts_exceeded') return walletRefused(submission, error.message);
      session.flash('paymentError', error.message);
      return redirectWithSession(path, session, { status: 303 });
    }
    logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] wallet failed');
    if (intent === 'pay-wallet') return walletRefused(submission, WALLET_UNAVAILABLE);
    session.flash('paymentError', WALLET_UNAVAILABLE);
    return redirectWithSession(`${path}?paso=tarjeta`, session, { status: 303 });
  }
  session.unset('checkoutCard');
  return redirectWithSession(path, session, { status: 303 });
}
