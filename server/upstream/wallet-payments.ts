/** Yape and Plin through the Peruvian card provider (decision 085): each answer becomes a transaction token or a refusal. */
import { getEnv } from '../env';
import { callApi, postApi } from './services';
import {
  WalletApprovalAnswerSchema,
  WalletQrSchema,
  WalletQrStatusSchema,
  type WalletApprovalBody,
  type WalletQrBody,
} from './schemas/wallet';

const walletPath = (step: string) => `/api/${getEnv().CARD_PROVIDER}/wallet/${step}`;

/** The phone and the code the wallet app showed: a token for this session, or why not. */
export const approveWithWallet = (bearer: string, body: WalletApprovalBody) =>
  postApi(walletPath('approval/'), body, WalletApprovalAnswerSchema, { bearer });

export const openWalletQr = (bearer: string, body: WalletQrBody) =>
  postApi(walletPath('qr/'), body, WalletQrSchema, { bearer, created: true });

export const walletQrStatus = (bearer: string, qrId: string) =>
  callApi({ path: walletPath(`qr/${encodeURIComponent(qrId)}/`), bearer, schema: WalletQrStatusSchema });
