/**
 * Yape's and Plin's most per operation (issue 75): the one rule the payment step shows, the server
 * applies before asking the wallet or charging its token, and the simulated API enforces too.
 */
import { WALLET_LABEL, walletLimitText, walletOverLimitRefusal, type WalletName } from '@kernel/texts/wallet';
import { getEnv, type Env } from '../env';
import { OutcomeError } from '../trpc/outcomes';

type LimitEnv = Pick<Env, 'YAPE_MAX_PER_OPERATION' | 'PLIN_MAX_PER_OPERATION'>;

const WALLETS: readonly WalletName[] = ['yape', 'plin'];

const walletMaxPerOperation = (wallet: WalletName, env: LimitEnv): number =>
  wallet === 'yape' ? env.YAPE_MAX_PER_OPERATION : env.PLIN_MAX_PER_OPERATION;

/** How the payment step shows each wallet: its limit, and whether this total may be paid with it. */
export function walletChoices(amountPen: number, env: LimitEnv = getEnv()) {
  return WALLETS.map((wallet) => {
    const max = walletMaxPerOperation(wallet, env);
    return {
      wallet,
      label: WALLET_LABEL[wallet],
      limitText: walletLimitText(wallet, max),
      offered: amountPen <= max,
    };
  });
}

/** A QR may be paid by either wallet: it is offered while one of them takes the total. */
export const anyWalletTakes = (amountPen: number, env: LimitEnv = getEnv()) =>
  walletChoices(amountPen, env).some((choice) => choice.offered);

/** A payment above the wallet's limit, refused in the words of the API's own refusal. */
export const overLimitRefusal = (wallet: WalletName, max: number, cause?: unknown) =>
  new OutcomeError(
    { kind: 'wallet-refused', reason: 'over_operation_limit' },
    walletOverLimitRefusal(wallet, max),
    cause,
  );

/** The refusal of a payment above the wallet's limit, or null when the wallet takes it. */
export function overWalletLimit(wallet: WalletName, amountPen: number, env: LimitEnv = getEnv()) {
  const max = walletMaxPerOperation(wallet, env);
  return amountPen <= max ? null : overLimitRefusal(wallet, max);
}
