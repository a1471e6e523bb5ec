/** The simulated provider's Yape and Plin QRs (decision 085) and wrong approval codes (issue 74). */
import { nullable, primaryKey } from '@mswjs/data';

export type WalletQrState = 'pending' | 'approved' | 'expired';

export const walletModels = {
  walletQr: {
    id: primaryKey(String),
    userId: Number,
    sessionKey: String,
    purchaseNumber: String,
    amount: Number,
    status: () => 'pending' as WalletQrState,
    /** Set when the simulated wallet paid it. */
    transactionToken: nullable(String),
    wallet: nullable(String),
    expiresAt: String,
  },
  /** A wrong approval code typed for a payment (its card session) and a phone. */
  walletWrongCode: {
    id: primaryKey(String),
    sessionKey: String,
    purchaseNumber: String,
    phone: String,
    createdAt: String,
  },
  /** A card session whose wallet step is closed: too many wrong codes (card-provider/wallet.ts). */
  walletClosedSession: {
    sessionKey: primaryKey(String),
    closedAt: String,
  },
};
