/**
 * Yape and Plin inside the card provider's checkout, for both payment stacks (decision 085): the
 * wallet's approval is exchanged for a transaction token of the step's provider session, then
 * charged by the same authorization as a card, under the same once-per-purchase rules.
 */
import { WALLET_QR_EXPIRED, WALLET_REFUSAL, WALLET_TEXT } from '@kernel/texts/wallet';
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';
import type { Currency } from '@kernel/money';
import type { Wallet, WalletRefusal } from '../upstream/schemas/wallet';
import { approveWithWallet, openWalletQr, walletQrStatus } from '../upstream/wallet-payments';

/** What the parent gave: the phone and the code from the wallet app, or the QR they scanned. */
export type WalletApproval =
  | { kind: 'code'; wallet: Wallet; phone: string; code: string }
  | { kind: 'qr'; qrId: string };

/** The provider session a payment step opened: the amount is the server's, never the browser's. */
export interface WalletSession {
  merchantId: string;
  sessionKey: string;
  purchaseNumber: string;
  amount: number;
  currency: Currency;
}

export type WalletToken = { ok: true; transactionToken: string; wallet: Wallet } | WalletRefused;

/** Nothing was authorized: the step stays open for another try. */
export interface WalletRefused {
  ok: false;
  status: 'wallet-refused';
  reason: WalletRefusal | 'qr-pending';
  message: string;
}

const refused = (reason: WalletRefused['reason'], message: string): WalletRefused => ({
  ok: false,
  status: 'wallet-refused',
  reason,
  message,
});

/** Yape and Plin take soles only. */
export class WalletCurrencyError extends Error {
  constructor() {
    super('wallets pay in PEN only');
    this.name = 'WalletCurrencyError';
  }
}

const sessionBody = (session: WalletSession) => {
  if (session.currency !== 'PEN') throw new WalletCurrencyError();
  return {
    MERCHANT_ID: session.merchantId,
    sessionKey: session.sessionKey,
    purchase_number: session.purchaseNumber,
    amount: session.amount,
  };
};

/** Never the phone or the code in a log line. */
function logRefusal(session: WalletSession, reason: WalletRefused['reason']) {
  metrics.paymentOutcomes.inc({ result: `wallet_${reason}`, currency: session.currency });
  logger.info(
    { event: 'payment', outcome: 'wallet_refused', reason, purchaseNumber: session.purchaseNumber },
    'wallet approval refused: nothing charged',
  );
}

export async function walletToken(
  bearer: string,
  session: WalletSession,
  approval: WalletApproval,
): Promise<WalletToken> {
  const body = sessionBody(session);
  const answer =
    approval.kind === 'code'
      ? await approveWithWallet(bearer, {
          ...body,
          wallet: approval.wallet,
          phone: approval.phone,
          approval_code: approval.code,
        })
      : await walletQrStatus(bearer, approval.qrId);
  if (answer.status === 'approved')
    return { ok: true, transactionToken: answer.transaction_token, wallet: answer.wallet };
  const result =
    answer.status === 'refused'
      ? refused(answer.reason, WALLET_REFUSAL[answer.reason])
      : answer.status === 'expired'
      ? refused('expired', WALLET_QR_EXPIRED)
      : refused('qr-pending', WALLET_TEXT.qrWaiting);
  logRefusal(session, result.reason);
  return result;
}

/** A QR for this step's amount; the page waits until the wallet has paid it. */
export async function walletQr(bearer: string, session: WalletSession) {
  const qr = await openWalletQr(bearer, sessionBody(session));
  return { qrId: qr.qr_id, data: qr.qr_data, expiresAt: qr.expires_at };
}

export async function walletQrState(bearer: string, qrId: string) {
  return (await walletQrStatus(bearer, qrId)).status;
}
