/** The Peruvian card provider's conventions for every sale: its merchant, session and authorization. */
import type { Currency } from '@kernel/money';
import { denialMessage } from '@kernel/texts/payments';
import { getEnv } from '../env';
import type { CardOffer } from '../sales/ledger';
import { authorizeTransaction, createProviderSession, createProviderToken } from '../upstream/card-provider';

/** Spec §4: PEN uses one merchant id, any other currency another. */
export function merchantFor(currency: Currency): string {
  const env = getEnv();
  return currency === 'PEN' ? env.MERCHANT_ID_PEN : env.MERCHANT_ID_USD;
}

export async function openCardSession(
  bearer: string,
  { currency, amount }: { currency: Currency; amount: number },
) {
  const merchantId = merchantFor(currency);
  const providerToken = await createProviderToken(bearer, merchantId);
  const sessionKey = await createProviderSession(bearer, {
    MERCHANT_ID: merchantId,
    amount,
    token: providerToken,
  });
  return { merchantId, providerToken, sessionKey };
}

export type CardSession = Awaited<ReturnType<typeof openCardSession>>;

/** Callers make sure it runs at most once per purchase number. */
export async function authorizeCharge(
  bearer: string,
  offer: Pick<CardOffer, 'merchantId' | 'providerToken' | 'amount' | 'number'>,
  transactionToken: string,
) {
  const answer = await authorizeTransaction(bearer, {
    MERCHANT_ID: offer.merchantId,
    amount: offer.amount,
    purchase_number: offer.number,
    transaction_token: transactionToken,
    token: offer.providerToken,
  });
  if (!answer.approved)
    return {
      status: 'denied' as const,
      purchaseNumber: offer.number,
      actionCode: answer.ACTION_CODE,
      transactionDate: answer.TRANSACTION_DATE,
      message: denialMessage(answer.ACTION_CODE),
    };
  // The order's purchase number, amount, currency, transaction id and date; the result view formats it.
  const { order, dataMap } = answer;
  return { status: 'approved' as const, ...order, card: dataMap.CARD, brand: dataMap.BRAND };
}
