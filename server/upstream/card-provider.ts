/**
 * The Peruvian card provider through our REST API: an authorization is approved (200) or a denial;
 * Yape and Plin (decision 085) answer a transaction token or a refusal.
 */
import { getEnv } from '../env';
import { parseAnswerPart } from './client';
import {
  ApprovedAuthorizationSchema,
  AuthorizationEnvelopeSchema,
  DenialResponseSchema,
  ProviderSessionSchema,
  ProviderTokenSchema,
} from './schemas/payments';
import {
  WalletApprovalAnswerSchema,
  WalletQrSchema,
  WalletQrStatusSchema,
  type WalletApprovalBody,
  type WalletQrBody,
} from './schemas/wallet';
import { callApi, postApi, postApiData } from './services';

const providerPath = (step: string) => `/api/${getEnv().CARD_PROVIDER}/${step}/`;

export const createProviderToken = async (bearer: string, merchantId: string) =>
  (await postApi(providerPath('token'), { MERCHANT_ID: merchantId }, ProviderTokenSchema, { bearer })).token;

type SessionBody = { MERCHANT_ID: string; amount: number; token: string };

export const createProviderSession = async (bearer: string, body: SessionBody) =>
  (await postApiData(providerPath('session'), body, ProviderSessionSchema, { bearer })).sessionKey;

/** Approved (`code` 200): the order and the card; otherwise the provider's denial, sent as JSON text. */
export async function authorizeTransaction(
  bearer: string,
  body: {
    MERCHANT_ID: string;
    amount: number;
    purchase_number: string;
    transaction_token: string;
    token: string;
  },
) {
  const where = `api POST ${providerPath('authorization')}`;
  const data = await postApi(providerPath('authorization'), body, AuthorizationEnvelopeSchema, { bearer });
  if (data.code === 200)
    return { approved: true as const, ...parseAnswerPart(ApprovedAuthorizationSchema, data, where).data };
  const denial = data[`${getEnv().CARD_PROVIDER}_response`];
  return { approved: false as const, ...parseAnswerPart(DenialResponseSchema, denial, where).text.data };
}

/** The phone and the code the wallet app showed: a token for this session, or why not. */
export const approveWithWallet = (bearer: string, body: WalletApprovalBody) =>
  postApi(providerPath('wallet/approval'), body, WalletApprovalAnswerSchema, { bearer });

export const openWalletQr = (bearer: string, body: WalletQrBody) =>
  postApi(providerPath('wallet/qr'), body, WalletQrSchema, { bearer, created: true });

export const walletQrStatus = (bearer: string, qrId: string) =>
  callApi({
    path: providerPath(`wallet/qr/${encodeURIComponent(qrId)}`),
    bearer,
    schema: WalletQrStatusSchema,
  });
