/**
 * The simulated provider's Yape and Plin (decision 085; test values in docs/payments.md "Yape y
 * Plin"): an approval answers at once, and an approved one is a transaction token of the session,
 * charged by the usual authorization as a card's token would be.
 */
import { db } from '../db';
import type { WalletQrState } from '../db/wallet-models';
import { overOperationLimit } from './wallet-limits';
import { createTransactionToken } from './tokenize';

export const LIMIT_PHONE = '999999999';
export const WRONG_CODE = '000000';
export const EXPIRED_CODE = '111111';
export const QR_TTL_MS = 5 * 60_000;

export type WalletRefusal = 'wrong_code' | 'limit_exceeded' | 'expired';

export function refusalFor(phone: string, code: string): WalletRefusal | null {
  if (phone === LIMIT_PHONE) return 'limit_exceeded';
  if (code === WRONG_CODE) return 'wrong_code';
  if (code === EXPIRED_CODE) return 'expired';
  return null;
}

/** The provider shows the wallet's phone masked, as it shows a card. */
export const maskPhone = (phone: string) => `*****${phone.slice(-4)}`;

export const walletTransactionToken = (sessionKey: string, wallet: string, shownAs: string): string =>
  createTransactionToken(sessionKey, { card: shownAs, brand: wallet }, { kind: 'approve' }).id;

export function qrState(qr: { status: WalletQrState; expiresAt: string }, now = Date.now()): WalletQrState {
  return qr.status === 'pending' && Date.parse(qr.expiresAt) <= now ? 'expired' : qr.status;
}

export const findQr = (id: string) => db.walletQr.findFirst({ where: { id: { equals: id } } });

/** The simulated wallet app's own number: a QR paid from it shows it masked, as a code's phone. */
export const QR_WALLET_PHONE = '987654321';

/** What the wallet app does once the parent approves the QR's payment. */
export function payQr(id: string, wallet: 'yape' | 'plin'): boolean {
  const qr = findQr(id);
  if (!qr || qrState(qr) !== 'pending') return false;
  // The wallet app will not pay more than its most per operation (issue 75).
  if (overOperationLimit(wallet, qr.amount)) return false;
  const transactionToken = walletTransactionToken(qr.sessionKey, wallet, maskPhone(QR_WALLET_PHONE));
  db.walletQr.update({
    where: { id: { equals: id } },
    data: { status: 'approved', transactionToken, wallet },
  });
  return true;
}
