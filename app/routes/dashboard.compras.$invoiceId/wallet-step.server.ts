/**
 * Yape and Plin on a soles invoice's card step (decision 085): the phone and approval code, the QR
 * asked for, or the QR the wallet paid. Charged at most once per invoice, as a card; a refusal of
 * the wallet comes back beside its form, the phone kept, nothing charged.
 */
import { WALLET_UNAVAILABLE } from '@kernel/texts/wallet';
import { logger } from '@server/log/logger';
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
import type { Caller } from '~/lib/trpc.server';
import { invoicePath } from './invoice-view.server';

interface Step {
  session: KodeaSession;
  caller: Caller;
  invoiceId: number;
  form: FormData;
}

const PASSED_ON = new Set(['forbidden', 'already-paid', 'not-found', 'unauthorized']);

export async function invoiceWalletStep({ session, caller, invoiceId, form }: Step, intent: string) {
  const path = invoicePath(invoiceId);
  const purchaseNumber = String(form.get('purchaseNumber') ?? '');
  const submission = parseWallet(form);
  try {
    if (intent === 'wallet-qr') {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return walletTermsRefused(terms);
      return await walletQrAnswer(await caller.wallet.invoiceQr({ invoiceId, purchaseNumber }));
    }
    if (intent === 'pay-wallet' && submission.status !== 'success') return walletRefused(submission);
    const approval = approvalFrom(intent, submission, form);
    const result = await caller.wallet.payInvoice({ invoiceId, purchaseNumber, approval });
    if (result.status === 'wallet-refused') return walletRefused(submission, result.message);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if ((outcome && PASSED_ON.has(outcome.kind)) || storeOutageResponse(error)) throw error;
    // A one-brand promotion, a closed invoice, another total since the step opened: why, on the invoice.
    if (outcome?.kind === 'purchase-unavailable') {
      session.flash('paymentError', error instanceof Error ? error.message : WALLET_UNAVAILABLE);
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
