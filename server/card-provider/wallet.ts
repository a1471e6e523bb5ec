/** Yape and Plin (decision 085): an approval becomes a card offer's token; a refusal charges nothing. */
import { WALLET_QR_EXPIRED, WALLET_REFUSAL, WALLET_TEXT } from '@kernel/texts/wallet';
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';
import { OutcomeError, type Outcome } from '../trpc/outcomes';
import type { CardOffer } from '../sales/ledger';
import { approveWithWallet, openWalletQr, walletQrStatus } from '../upstream/card-provider';
import type { Wallet } from '../upstream/schemas/wallet';
import type { WalletApproval } from '../validation/wallet';

/** The provider session a card offer opened: the amount is the server's, never the browser's. */
type WalletSession = Pick<CardOffer, 'merchantId' | 'sessionKey' | 'number' | 'amount' | 'currency'>;

type WalletRefusal = Extract<Outcome, { kind: 'wallet-refused' }>['reason'];

const MESSAGE: Record<WalletRefusal, string> = { ...WALLET_REFUSAL, 'qr-pending': WALLET_TEXT.qrWaiting };

/** Never the phone or the code in a log line. */
export function walletRefused(
  session: Pick<WalletSession, 'number' | 'currency'>,
  reason: WalletRefusal,
  message = MESSAGE[reason],
) {
  metrics.paymentOutcomes.inc({ result: `wallet_${reason}`, currency: session.currency });
  logger.info(
    { event: 'payment', outcome: 'wallet_refused', reason, purchaseNumber: session.number },
    'wallet approval refused: nothing charged',
  );
  return new OutcomeError({ kind: 'wallet-refused', reason }, message);
}

const sessionBody = (session: WalletSession) => ({
  MERCHANT_ID: session.merchantId,
  sessionKey: session.sessionKey,
  purchase_number: session.number,
  amount: session.amount,
});

/** The token the wallet's approval stands for; a refusal is thrown. */
export async function walletToken(
  bearer: string,
  session: WalletSession,
  approval: WalletApproval,
): Promise<{ transactionToken: string; wallet: Wallet }> {
  const answer =
    approval.kind === 'code'
      ? await approveWithWallet(bearer, {
          ...sessionBody(session),
          wallet: approval.wallet,
          phone: approval.phone,
          approval_code: approval.code,
        })
      : await walletQrStatus(bearer, approval.qrId);
  if (answer.status === 'approved')
    return { transactionToken: answer.transaction_token, wallet: answer.wallet };
  if (answer.status === 'refused') throw walletRefused(session, answer.reason);
  throw answer.status === 'expired'
    ? walletRefused(session, 'expired', WALLET_QR_EXPIRED)
    : walletRefused(session, 'qr-pending');
}

/** A QR for the offer's amount; the page waits until the wallet has paid it. */
export async function walletQr(bearer: string, session: WalletSession) {
  const qr = await openWalletQr(bearer, sessionBody(session));
  return { qrId: qr.qr_id, data: qr.qr_data, expiresAt: qr.expires_at };
}
