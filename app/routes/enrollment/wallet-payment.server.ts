/**
 * Yape and Plin on the vacation payment step (decision 085): the phone and approval code, the QR
 * asked for, or the QR the wallet paid. Charged once by the same rules as a card; a refusal of the
 * wallet comes back beside its form, the phone kept, nothing charged.
 */
import type { TypedResponse } from '@remix-run/node';
import { WALLET_UNAVAILABLE } from '@kernel/texts/wallet';
import { logger } from '@server/log/logger';
import { vacationSale } from '@server/sales/sale-ref';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { expectedOutcome, type Outcome } from '@server/trpc/outcomes';
import type { PaymentState } from '@server/vacation-purchase/types';
import { parseTerms } from '~/lib/forms/terms.server';
import {
  approvalFrom,
  parseWallet,
  walletQrAnswer,
  walletRefused,
  walletTermsRefused,
} from '~/lib/forms/wallet.server';
import { reasonOf } from '~/lib/log-reason';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import type { Caller } from '~/lib/trpc.server';
import { PAY_STEP, RESULT_STEP } from './provider-urls.server';

export const WALLET_INTENTS = new Set(['pay-wallet', 'wallet-qr', 'pay-wallet-qr']);

interface WalletStep {
  session: KodeaSession;
  caller: Caller;
  payment: PaymentState;
  form: FormData;
  intent: string;
  /** The enrollment action's own answers, shared with the card. */
  alreadyPaid: (session: KodeaSession, outcome: Outcome | null) => Promise<Response> | null;
  closed: (session: KodeaSession, error: unknown) => Promise<Response> | null;
  toLogin: (signOut: boolean) => Response | Promise<Response>;
}

export async function vacationWalletStep(step: WalletStep): Promise<Response | TypedResponse<unknown>> {
  const { session, caller, payment, form, intent } = step;
  if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
  const sale = vacationSale(payment.purchaseNumber);
  const purchaseNumber = String(form.get('purchaseNumber') ?? '');
  const submission = parseWallet(form);
  try {
    if (intent === 'wallet-qr') {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return walletTermsRefused(terms);
      return await walletQrAnswer(await caller.wallet.qr({ sale, purchaseNumber }));
    }
    if (intent === 'pay-wallet' && submission.status !== 'success') return walletRefused(submission);
    const approval = approvalFrom(intent, submission, form);
    const outcome = await caller.wallet.pay({ sale, purchaseNumber, approval });
    session.set('payment', { ...payment, outcome });
    return redirectWithSession(RESULT_STEP, session);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'unauthorized') return step.toLogin(true);
    if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
    // The wallet refused (a wrong or expired code, its limit): beside the form, the phone kept.
    if (
      outcome?.kind === 'wallet-refused' &&
      outcome.reason !== 'attempts_exceeded' &&
      error instanceof Error
    )
      return walletRefused(submission, error.message);
    if (outcome?.kind === 'wallet-refused' && error instanceof Error) {
      session.unset('payment');
      session.flash('paymentError', error.message);
      return redirectWithSession('/enrollment', session);
    }
    const answered = step.alreadyPaid(session, outcome) ?? step.closed(session, error);
    if (answered) return answered;
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] wallet failed');
    if (intent === 'pay-wallet') return walletRefused(submission, WALLET_UNAVAILABLE);
    session.flash('paymentError', WALLET_UNAVAILABLE);
    return redirectWithSession(PAY_STEP, session);
  }
}
