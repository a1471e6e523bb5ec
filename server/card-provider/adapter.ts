/** The Peruvian card provider's conventions for both payment stacks (vacation and invoices). */
import { formatTransactionDate } from '@kernel/dates';
import type { Currency } from '@kernel/money';
import { denialMessage } from '@kernel/texts/payments';
import { getEnv } from '../env';
import { authorizeTransaction, createProviderSession, createProviderToken } from '../upstream/card-provider';

/** Spec §4: PEN uses one merchant id, any other currency another. */
export function merchantFor(currency: Currency): string {
  const env = getEnv();
  return currency === 'PEN' ? env.MERCHANT_ID_PEN : env.MERCHANT_ID_USD;
}

export interface CardSession {
  merchantId: string;
  providerToken: string;
  sessionKey: string;
}

export async function openCardSession(
  bearer: string,
  { currency, amount }: { currency: Currency; amount: number },
): Promise<CardSession> {
  const merchantId = merchantFor(currency);
  const providerToken = await createProviderToken(bearer, merchantId);
  const sessionKey = await createProviderSession(bearer, {
    MERCHANT_ID: merchantId,
    amount,
    token: providerToken,
  });
  return { merchantId, providerToken, sessionKey };
}

export type CardCharge = Omit<CardSession, 'sessionKey'> & {
  amount: number;
  purchaseNumber: string;
  transactionToken: string;
};

export type CardAuthorization =
  | {
      status: 'approved';
      purchaseNumber: string;
      transactionId: string;
      /** yymmddhhmmss, as the provider sends it. */
      transactionDate: string;
      dateTime: string;
      amount: number;
      currency: string;
      card: string;
      brand: string;
    }
  | {
      status: 'denied';
      purchaseNumber: string;
      actionCode: string;
      transactionDate: string;
      dateTime: string;
      message: string;
    };

/** Callers make sure it runs at most once per purchase number. */
export async function authorizeCharge(bearer: string, charge: CardCharge): Promise<CardAuthorization> {
  const answer = await authorizeTransaction(bearer, {
    MERCHANT_ID: charge.merchantId,
    amount: charge.amount,
    purchase_number: charge.purchaseNumber,
    transaction_token: charge.transactionToken,
    token: charge.providerToken,
  });
  if (!answer.approved) {
    return {
      status: 'denied',
      purchaseNumber: charge.purchaseNumber,
      actionCode: answer.actionCode,
      transactionDate: answer.transactionDate,
      dateTime: formatTransactionDate(answer.transactionDate),
      message: denialMessage(answer.actionCode),
    };
  }
  const { order } = answer;
  return {
    status: 'approved',
    purchaseNumber: order.purchaseNumber,
    transactionId: order.transactionId,
    transactionDate: order.transactionDate,
    dateTime: formatTransactionDate(order.transactionDate),
    amount: order.amount,
    currency: order.currency,
    card: answer.card,
    brand: answer.brand,
  };
}
