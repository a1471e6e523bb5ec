/** The simulated provider's Yape and Plin QRs (decision 085). */
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
};
