/**
 * The Peruvian card provider through our REST API: an authorization is approved (200) or a denial;
 * Yape and Plin (decision 085) answer a transaction token or a refusal.
 */
import type { z } from 'zod';
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

export type AuthorizationAnswer =
  | {
      approved: true;
      order: z.infer<typeof ApprovedAuthorizationSchema>['data']['order'];
      card: string;
      brand: string;
    }
  | { approved: false; actionCode: string; actionDescription: string | null; transactionDate: string };

export async function authorizeTransaction(
  bearer: string,
  body: {
    MERCHANT_ID: string;
    amount: number;
    purchase_number: string;
    transaction_token: string;
    token: string;
  },
): Promise<AuthorizationAnswer> {
  const provider = getEnv().CARD_PROVIDER;
  const where = `api POST ${providerPath('authorization')}`;
  const data = await postApi(providerPath('authorization'), body, AuthorizationEnvelopeSchema, { bearer });
  if (data.code === 200) {
    const approved = parseAnswerPart(ApprovedAuthorizationSchema, data, where).data;
    return {
      approved: true,
      order: approved.order,
      card: approved.dataMap.CARD,
      brand: approved.dataMap.BRAND,
    };
  }
  const denial = parseAnswerPart(DenialResponseSchema, data[`${provider}_response`], where).text.data;
  return {
    approved: false,
    actionCode: denial.ACTION_CODE,
    actionDescription: denial.ACTION_DESCRIPTION ?? null,
    transactionDate: denial.TRANSACTION_DATE,
  };
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
