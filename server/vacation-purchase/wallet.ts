/**
 * A vacation purchase paid with Yape or Plin (decision 085): the wallet's approval becomes a
 * transaction token of the purchase's provider session, charged by `authorizePayment`, so the
 * purchase registry's lock, the once-per-program-and-child rule and the recorded outcome hold as
 * for a card.
 */
import { walletQr, walletToken, type WalletApproval, type WalletRefused } from '../card-provider/wallet';
import { authorizePayment } from './checkout';
import { getOutcome } from './purchase-registry';
import type { UserData } from '../upstream/schemas/auth';
import type { PaymentOutcome, PaymentState, PurchaseContext } from './types';

interface WalletPurchaseInput {
  bearer: string;
  userId: number;
  payment: PaymentState;
  purchase: PurchaseContext;
  user: UserData;
  approval: WalletApproval;
}

const sessionOf = (payment: PaymentState) => ({
  merchantId: payment.merchantId,
  sessionKey: payment.sessionKey,
  purchaseNumber: payment.purchaseNumber,
  amount: payment.amount,
  currency: payment.currency,
});

/** A replay after the charge answers the recorded outcome without asking the wallet again. */
export async function payPurchaseWithWallet(
  input: WalletPurchaseInput,
): Promise<PaymentOutcome | WalletRefused> {
  const { payment } = input;
  if (payment.outcome) return payment.outcome;
  const recorded = await getOutcome(payment.purchaseNumber);
  if (recorded) return recorded;
  const token = await walletToken(input.bearer, sessionOf(payment), input.approval);
  if (!token.ok) return token;
  return authorizePayment({ ...input, transactionToken: token.transactionToken });
}

export const purchaseWalletQr = (bearer: string, payment: PaymentState) =>
  walletQr(bearer, sessionOf(payment));
