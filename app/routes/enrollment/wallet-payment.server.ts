/**
 * Yape and Plin on the vacation payment step (decision 085): the phone and approval code, the QR
 * asked for, or the QR the wallet paid. Charged once by the same rules as a card; a refusal of the
 * wallet comes back beside its form, the phone kept, nothing charged.
 */
import type { TypedResponse } from '@remix-run/node';
import { WALLET_UNAVAILABLE } from '@kernel/texts/wallet';
import { logger } from '@server/log/logger';
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
  request: Request;
  session: KodeaSession;
  caller: Caller;
  payment: PaymentState;
  form: FormData;
  intent: string;
  /** The enrollment action's own answers, shared with the card. */
  enroll: (request: Request, session: KodeaSession) => Promise<void>;
  alreadyPaid: (session: KodeaSession, outcome: Outcome | null) => Promise<Response> | null;
  toLogin: (signOut: boolean) => Response | Promise<Response>;
}

export async function vacationWalletStep(step: WalletStep): Promise<Response | TypedResponse<unknown>> {
  const { session, caller, payment, form, intent } = step;
  if (payment.outcome) return redirectWithSession(RESULT_STEP, session);
  const purchaseNumber = String(form.get('purchaseNumber') ?? '');
  const submission = parseWallet(form);
  try {
    if (intent === 'wallet-qr') {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return walletTermsRefused(terms);
      return await walletQrAnswer(await caller.wallet.purchaseQr({ purchaseNumber }));
    }
    if (intent === 'pay-wallet' && submission.status !== 'success') return walletRefused(submission);
    const approval = approvalFrom(intent, submission, form);
    const outcome = await caller.wallet.payPurchase({ purchaseNumber, approval });
    if (outcome.status === 'wallet-refused') return walletRefused(submission, outcome.message);
    session.set('payment', { ...payment, outcome });
    if (outcome.status === 'approved') await step.enroll(step.request, session);
    return redirectWithSession(RESULT_STEP, session);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'unauthorized') return step.toLogin(true);
    if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
    const paid = step.alreadyPaid(session, outcome);
    if (paid) return paid;
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] wallet failed');
    if (intent === 'pay-wallet') return walletRefused(submission, WALLET_UNAVAILABLE);
    session.flash('paymentError', WALLET_UNAVAILABLE);
    return redirectWithSession(PAY_STEP, session);
  }
}
